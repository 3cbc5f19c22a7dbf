import path from "node:path";
import { describe, expect, it } from "vitest";
import { shareImageOf } from "./share-images.mjs";

/*
 * What a sharing card says is read from its page alone, so a hospital that changes its name, town or number in the
 * editor gets cards that say so (issue 40). The page below is another hospital's, made up for the test.
 */
function page(lang: "en" | "te", { phone = "+919848022222" }: { phone?: string | null } = {}) {
  const place = lang === "te" ? "కర్నూలు" : "Kurnool";
  const title = lang === "te" ? "కర్నూలులో కంటి ఆసుపత్రి" : "Eye Hospital in Kurnool";
  return `<!DOCTYPE html><html lang="${lang}"><head>
<meta property="og:title" content="${title} | Nandi Eye Care Centre ${place}"/>
<meta property="og:site_name" content="Nandi Eye Care Centre ${place}"/>
<meta property="og:image" content="https://www.nandieyecare.example/og/${lang === "te" ? "te/" : ""}index.png"/>
</head><body>${phone ? `<a href="tel:${phone}">Call</a>` : ""}</body></html>`;
}

const clientDir = path.resolve("public");

describe("a sharing card's words", () => {
  it("are the page's title, its hospital's name and town, and its number, in English", () => {
    const image = shareImageOf(page("en"), "", { clientDir });
    expect(image?.imagePath).toBe("/og/index.png");
    expect(image?.card).toMatchObject({
      title: "Eye Hospital in Kurnool",
      siteName: "Nandi Eye Care Centre Kurnool",
      lang: "en",
      tagline: "Call +91 98480 22222",
    });
  });

  it("are in Telugu on a Telugu page, and name no other town", () => {
    const image = shareImageOf(page("te"), "te", { clientDir });
    expect(image?.card).toMatchObject({ siteName: "Nandi Eye Care Centre కర్నూలు", tagline: "ఫోన్ +91 98480 22222" });
    const words = JSON.stringify([image?.card.title, image?.card.siteName, image?.card.tagline]);
    expect(words).not.toMatch(/Anantapur|అనంతపురం|Andhra Pradesh|ఆంధ్రప్రదేశ్/);
  });

  it("leave out the line under the title on a page without a number", () => {
    expect(shareImageOf(page("en", { phone: null }), "", { clientDir })?.card.tagline).toBeNull();
  });

  it("are kept by what they say: a new number is a new card", () => {
    const before = shareImageOf(page("en"), "", { clientDir })!;
    const after = shareImageOf(page("en", { phone: "+919848044444" }), "", { clientDir })!;
    expect(after.key).not.toBe(before.key);
    expect(shareImageOf(page("en"), "", { clientDir })!.key).toBe(before.key);
  });
});
