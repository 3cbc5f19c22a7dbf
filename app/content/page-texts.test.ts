import { describe, expect, it } from "vitest";
import { editablePages } from "../editor/editable-page-texts";
import { placeChanges, seedOf, twinKey, withChanges, withFactNames, wordsOf } from "./page-texts";
import { site } from "./site";

describe("the words of a block", () => {
  it("are its texts, not its links, pictures, icons or figures", () => {
    const block = {
      title: "Why patients choose us",
      href: "/about",
      moreLink: "/patient-education",
      image: { src: "/images/a.svg", alt: "A drawing" },
      items: [
        { icon: "eye", title: "Careful checks", value: "15+" },
        { icon: "heart", title: "Fair prices", value: "99%" },
      ],
      empty: "",
    };
    expect(wordsOf(block)).toEqual([
      { path: "title", text: "Why patients choose us" },
      { path: "items.0.title", text: "Careful checks" },
      { path: "items.1.title", text: "Fair prices" },
    ]);
  });

  it("name the hospital's facts in braces, the district where it is called one", () => {
    expect(withFactNames(`Call ${site.phone.display} at ${site.name} in Anantapur, Anantapur district`, "en")).toBe(
      "Call {phone} at {hospital} in {town}, {district} district",
    );
    expect(withFactNames("అనంతపురంలో అనంతపురం జిల్లా", "te")).toBe("{town}లో {district} జిల్లా");
  });
});

describe("a change", () => {
  const seed = { title: "Clear sight in Anantapur", paragraphs: ["First.", "Second.", "Third."] };

  it("stands where the text it replaced is, with the facts filled in", () => {
    const changed = withChanges(
      seed,
      [{ path: "title", was: "Clear sight in {town}", now: "Eyes first, in {town}" }],
      "en",
    );
    expect(changed).toEqual({ ...seed, title: "Eyes first, in Anantapur" });
    // The repository's value itself is not changed.
    expect(seed.title).toBe("Clear sight in Anantapur");
  });

  it("follows its text when a fact took away a sentence before it", () => {
    const shorter = { ...seed, paragraphs: ["Second.", "Third."] };
    const placed = placeChanges(shorter, [{ path: "paragraphs.1", was: "Second.", now: "Second, rewritten." }], "en");
    expect(placed.map(({ at }) => at)).toEqual(["paragraphs.0"]);
    expect(
      withChanges(
        shorter,
        placed.map(({ change }) => change),
        "en",
      ).paragraphs,
    ).toEqual(["Second, rewritten.", "Third."]);
  });

  it("is set aside, not put over other words, when the text it replaced is gone", () => {
    const placed = placeChanges(seed, [{ path: "paragraphs.1", was: "A sentence no longer here.", now: "New." }], "en");
    expect(placed[0]!.at).toBeNull();
    expect(withChanges(seed, [placed[0]!.change], "en")).toEqual(seed);
  });
});

describe("the pages an editor may change the words of", () => {
  it("name blocks that are on the site in both languages, with words in each", () => {
    for (const page of editablePages) {
      for (const block of page.blocks) {
        for (const key of [block.key, twinKey(block.key)]) {
          expect(seedOf(key), key).toBeDefined();
          expect(wordsOf(seedOf(key)).length, key).toBeGreaterThan(0);
        }
      }
    }
  });
});
