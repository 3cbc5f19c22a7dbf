import { describe, expect, it } from "vitest";
import * as aboutEn from "../about";
import * as bookingEn from "../booking";
import * as homeEn from "../home";
import { inWords } from "../hospital/claims";
import { site } from "../site";
import * as aboutTe from "./about";
import { articles } from "./articles/full";
import * as bookingTe from "./booking";
import * as homeTe from "./home";
import { scriptLetters, shownStrings } from "../../../tests/telugu-script";

const pairs = { home: [homeEn, homeTe], about: [aboutEn, aboutTe], booking: [bookingEn, bookingTe] } as const;

/** Paths, image sources and the English-keyword lines are not shown. */
const hidden = { keys: ["link", "src", "moreLink", "article", "icon"], lists: ["keywords"] };

/** Latin letters a Telugu page may show: names, and English terms in brackets. */
const allowedLatin = [site.name, site.opticalsName, site.leadDoctor.name, /\([A-Za-z][A-Za-z .-]*\)/g, /Ramesh Kumar/g];

describe.each(Object.entries(pairs))("the Telugu %s copy", (_name, [english, telugu]) => {
  it("exports every name the English module exports", () => {
    for (const name of Object.keys(english)) expect(telugu, name).toHaveProperty(name);
  });

  it("is written in Telugu script (names and bracketed English terms aside)", () => {
    const values = Object.entries(telugu).filter(([name]) => !name.endsWith("Fact"));
    const { telugu: te, latin } = scriptLetters(
      shownStrings(Object.fromEntries(values), hidden).join(" "),
      allowedLatin,
    );
    expect(te / (te + latin)).toBeGreaterThan(0.97);
  });

  it("keeps what is not words (icons, links, images) exactly as English has them", () => {
    const kept = ["icon", "link", "src", "article", "moreLink", "value"];
    // A figure English shortens ("10k+") is the same figure written in full on the Telugu pages (glossary).
    const inFull = (item: unknown) =>
      typeof item === "string"
        ? item.replace(/^(\d+)k\+$/, (_, thousands: string) => `${inWords(Number(thousands) * 1000)}+`)
        : item;
    // Words become "", keyword lists are left out; what remains must match English.
    const skeleton = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (key, item: unknown) =>
          key === "keywords"
            ? undefined
            : typeof item === "string" && !kept.includes(key)
              ? ""
              : key === "value"
                ? inFull(item)
                : item,
        ),
      );
    for (const name of Object.keys(english)) {
      expect(skeleton((telugu as Record<string, unknown>)[name]), name).toEqual(
        skeleton((english as Record<string, unknown>)[name]),
      );
    }
  });
});

describe("Telugu page meta", () => {
  it.each([
    ["home", homeTe.homeMeta],
    ["about", aboutTe.aboutMeta],
    ["book", bookingTe.bookingPage.meta],
  ])("%s has a description of at most 160 characters", (_page, meta) => {
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("Telugu home article teasers", () => {
  it("carry the titles of their Telugu articles", () => {
    for (const teaser of homeTe.articleTeasers.teasers) {
      expect(teaser.title).toBe(articles[teaser.article as keyof typeof articles].title);
    }
  });
});
