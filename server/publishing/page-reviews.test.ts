import { describe, expect, it } from "vitest";
import { pageReviewTexts, readableText, reviewRefusal, unreviewedPages } from "./page-reviews.mjs";

const page = (main: string, { title = "About Us", description = "Who we are", notice = "" } = {}) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="${description}"/>` +
  `<script type="application/ld+json">{"telephone":"+919440012345"}</script></head><body><header>Call +91 94400 12345` +
  `</header><main>${notice}<h1>About</h1><p>We are in Anantapur.</p>${main}</main><footer>© 2026</footer></body></html>`;

describe("what a review reads", () => {
  it("is the words a reader gets: no tags, scripts, comments or entities", () => {
    expect(readableText('<p>Eyes &amp; <b>ears</b><!-- -->, <script>x()</script>"care"</p>')).toBe(
      'Eyes & ears , "care"',
    );
  });

  it("changes with the page's words, title or description, not with its markup or the dated notices", () => {
    const [before] = Object.values(pageReviewTexts([{ address: "/about", html: page("<p>Open daily.</p>") }]));
    const same = pageReviewTexts([
      {
        address: "/about",
        html: page('<p class="x">Open  daily.</p>', {
          notice: '<section data-notices="" aria-label="Notice"><p>Closed on Sankranti</p></section>',
        }),
      },
    ])["/about"];
    expect(same).toEqual(before);
    for (const changed of [
      page("<p>Open on Sundays.</p>"),
      page("<p>Open daily.</p>", { title: "About" }),
      page("<p>Open daily.</p>", { description: "Who we were" }),
    ]) {
      expect(pageReviewTexts([{ address: "/about", html: changed }])["/about"]!.hash).not.toBe(before!.hash);
    }
  });

  it("changes with what a page says outside its text: names read aloud, examples, WhatsApp's message, the islands' words", () => {
    const whatsapp = (greeting: string) =>
      `<a href="https://wa.me/919440012345?text=${encodeURIComponent(greeting)}" aria-label="Chat">WhatsApp</a>`;
    const main =
      `<input placeholder="e.g. Ramesh Kumar"/>${whatsapp("Hello, I would like to book.")}` +
      `<div data-island-shared="/assets/menu-words/en-abc.json"></div><img alt="The clinic's front" src="/a.svg"/>`;
    const before = pageReviewTexts([{ address: "/book", html: page(main) }])["/book"]!.hash;
    for (const changed of [
      main.replace("e.g. Ramesh Kumar", "e.g. Lakshmi Devi"),
      main.replace(whatsapp("Hello, I would like to book."), whatsapp("Namaste, I would like to book.")),
      main.replace("en-abc.json", "en-xyz.json"),
      main.replace("The clinic's front", "The hospital's front"),
      main.replace('aria-label="Chat"', 'aria-label="Chat with us"'),
    ]) {
      expect(pageReviewTexts([{ address: "/book", html: page(changed) }])["/book"]!.hash).not.toBe(before);
    }
    expect(
      pageReviewTexts([{ address: "/book", html: page(main.replace("<img", '<img class="x"')) }])["/book"]!.hash,
    ).toBe(before);
  });

  it("reads the header and footer once per language, from the home pages, apart from every page", () => {
    const texts = pageReviewTexts([
      { address: "/", html: page("") },
      { address: "/te", html: page("") },
      { address: "/about", html: page("") },
    ]);
    expect(Object.keys(texts).sort()).toEqual(["/", "/about", "/te", "frame:en", "frame:te"]);
    expect(texts["frame:en"]!.title).toBe("Header and footer, English");
    const newPhone = page("").replace("Call +91 94400 12345", "Call +91 98480 22222");
    const after = pageReviewTexts([{ address: "/", html: newPhone }]);
    expect(after["frame:en"]!.hash).not.toBe(texts["frame:en"]!.hash);
    expect(after["/"]!.hash).toBe(texts["/"]!.hash);
  });
});

describe("the launch gate's reading list", () => {
  const texts = { "/": { hash: "a", title: "Home" }, "/about": { hash: "b", title: "About" } };

  it("lists the pages nobody read, and those read before they changed", () => {
    expect(unreviewedPages(texts, {})).toEqual(["/", "/about"]);
    expect(unreviewedPages(texts, { "/": { hash: "a", by: "Lakshmi", on: "2026-11-28" } })).toEqual(["/about"]);
    expect(
      unreviewedPages(texts, {
        "/": { hash: "a", by: "Lakshmi", on: "2026-11-28" },
        "/about": { hash: "old", by: "Lakshmi", on: "2026-11-28" },
      }),
    ).toEqual(["/about"]);
  });

  it("says how many, names five and where to read them", () => {
    const many = ["/", "/a", "/b", "/c", "/d", "/e"];
    expect(reviewRefusal(many)).toBe(
      "6 page(s) not reviewed since they last changed (/, /a, /b, /c, /d, …): read each in the preview and mark it " +
        "reviewed at /staff/site/review.",
    );
  });
});
