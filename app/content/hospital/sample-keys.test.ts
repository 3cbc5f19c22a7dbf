import { describe, expect, it } from "vitest";
import { factsIn } from "./fact";
import { hospitalFacts } from "./index";

/**
 * The keys of the samples editors confirm at /staff/site/facts (decision 0037): an editor's value is found by its
 * key when the site is built, so each key must be where its fact sits in hospitalFacts, and only one fact's.
 */
const facts = factsIn(hospitalFacts);
const keyed = facts.filter(({ fact }) => fact.key !== undefined && !fact.removable);
/** The example stories: keyed by the story's id so that an editor can remove them, never confirm them. */
const removable = facts.filter(({ fact }) => fact.removable);

/** Samples without a key: set at build time, or edited with their own forms (editable-defaults.ts). */
const UNKEYED = [
  // editable-defaults.ts: the phone, e-mail, address, map and doctor forms.
  "identity.phone.dial",
  "identity.phone.display",
  "identity.phone.contactPageDisplay",
  "identity.whatsapp",
  "identity.email",
  "identity.address.street",
  "identity.geo",
  "identity.leadDoctor.name",
  "identity.leadDoctor.registration",
  "telugu.streetAddress",
];
/** The example stories' Telugu words: removed with the English story (site-stories.server.ts), never edited. */
const TELUGU_STORY_WORDS = /^telugu\.testimonials\.\d+$/;

const ENGLISH_STORY = /^testimonials\.\d+$/;
const TELUGU_STORY = /^telugu\.testimonials\.\d+$/;
const storyId = (value: unknown) => (value as { id: string }).id;

/** The key a fact at this path must have: its path, or for a patient's story the story's id. */
function expectedKey(path: string, value: unknown): string {
  if (ENGLISH_STORY.test(path)) return `testimonials.${storyId(value)}`;
  if (TELUGU_STORY.test(path)) return `telugu.testimonials.${storyId(value)}`;
  return path;
}

describe("sample keys", () => {
  it("gives every sample a key, except those set at build time and those with their own forms", () => {
    const unkeyed = facts.filter(({ fact }) => fact.status === "sample" && !fact.key).map(({ path }) => path);
    expect(unkeyed.filter((path) => !TELUGU_STORY_WORDS.test(path)).sort()).toEqual([...UNKEYED].sort());
    expect(unkeyed.filter((path) => TELUGU_STORY_WORDS.test(path))).toHaveLength(8);
  });

  it("lets an editor change what the specification gives: the town, district, PIN, towns served, shop and days", () => {
    const given = keyed.filter(({ fact }) => fact.given).map(({ fact }) => fact.key);
    expect(given).toEqual([
      "identity.opticalsName",
      "identity.address.locality",
      "identity.address.district",
      "identity.address.postalCode",
      "identity.servedTowns",
      "openDays",
      "telugu.town",
      "telugu.district",
      "telugu.servedTowns",
    ]);
  });

  it("finds every kind of sample among the keyed ones", () => {
    const keys = keyed.map(({ fact }) => fact.key);
    for (const key of ["identity.links.facebook", "claims.rating", "eyeCamps", "telugu.eyeCamps"]) {
      expect(keys).toContain(key);
    }
    // The example stories are not among them: nothing an editor confirms can make them a patient's words.
    expect(keys.filter((key) => key?.includes("testimonials"))).toEqual([]);
  });

  it("gives each key to one fact only", () => {
    const keys = keyed.map(({ fact }) => fact.key);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it("keys each fact by its path in hospitalFacts, and each patient's story by its id", () => {
    for (const { path, fact } of keyed) {
      expect(fact.key, path).toBe(expectedKey(path, fact.value));
    }
  });

  it("keys the example stories by their ids, to be removed", () => {
    expect(removable.map(({ path }) => path)).toEqual(Array.from({ length: 8 }, (_, index) => `testimonials.${index}`));
    for (const { path, fact } of removable) expect(fact.key, path).toBe(expectedKey(path, fact.value));
  });

  it("keeps the repository's value beside the value, the same while nothing is published", () => {
    for (const { path, fact } of keyed) {
      // What the hospital gave (the specification's town, PIN and shop) is confirmed until an editor changes it.
      expect(fact.status, path).toBe(fact.given ? "confirmed" : "sample");
      expect(fact.repositoryValue, path).toEqual(fact.value);
    }
  });

  it("lets an editor tick only the identifiers the pages know", () => {
    const { identity, governmentSchemes, governmentSchemeDetails } = hospitalFacts;
    expect(identity.leadDoctor.subSpecialties.choices).toEqual(["paediatric", "retina", "glaucoma", "cornea"]);
    expect(governmentSchemes.choices).toEqual(governmentSchemeDetails.value.map(({ id }) => id));
    expect(keyed.filter(({ fact }) => fact.choices).map(({ path }) => path)).toEqual([
      "identity.leadDoctor.subSpecialties",
      "servicesOffered",
      "openDays",
      "governmentSchemes",
    ]);
  });
});
