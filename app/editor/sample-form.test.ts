import { describe, expect, it } from "vitest";
import { figureProblem, parseSampleForm, sameShape, sampleFields } from "./sample-form";

const form = (entries: [string, string][]) => new URLSearchParams(entries);

const camps = [
  { town: "Kadiri", venue: "Community hall", schedule: "First Tuesday", description: "Vision checks" },
  { town: "Gooty", venue: "High school", schedule: "Third Wednesday", description: "Cataract screening" },
];

describe("the fields of a sample", () => {
  it("gives a text, a list of lines and a number their own kind of field", () => {
    expect(sampleFields("https://www.facebook.com/x")).toEqual([
      { name: "f", label: "Value", kind: "text", shown: "https://www.facebook.com/x" },
    ]);
    expect(sampleFields(["Telugu", "English"])[0]).toMatchObject({ kind: "lines", shown: "Telugu\nEnglish" });
    expect(sampleFields(180)[0]).toMatchObject({ kind: "number", shown: "180" });
    expect(sampleFields("x".repeat(81))[0]!.kind).toBe("longText");
  });

  it("names each record's fields by its place, and keeps identifiers out of the form", () => {
    const fields = sampleFields([{ id: "pm-jay", name: "PM-JAY", rating: 5, consented: false }]);
    expect(fields.map((field) => [field.name, field.label, field.kind])).toEqual([
      ["f.0.name", "Name (1)", "text"],
      ["f.0.rating", "Rating (1)", "number"],
      ["f.0.consented", "The patient gave written consent to publish this (1)", "tick"],
    ]);
  });

  it("offers ticks when the sample has fixed choices", () => {
    expect(sampleFields([], ["retina", "glaucoma"])[0]).toMatchObject({
      kind: "choices",
      shown: [],
      choices: ["retina", "glaucoma"],
    });
  });
});

describe("what an editor sends back", () => {
  it("is read into the same shape, identifiers kept", () => {
    const sent = form([
      ["f.0.town", "Kadiri"],
      ["f.0.venue", " Town hall "],
      ["f.0.schedule", "First Tuesday"],
      ["f.0.description", "Vision checks"],
      ["f.1.town", "Gooty"],
      ["f.1.venue", "High school"],
      ["f.1.schedule", "Third Wednesday"],
      ["f.1.description", "Cataract screening"],
    ]);
    const result = parseSampleForm(camps, camps, sent);
    expect(result).toEqual({ ok: true, value: [{ ...camps[0], venue: "Town hall" }, camps[1]] });
    const records = parseSampleForm(
      [{ id: "a", name: "A", consented: false }],
      [{ id: "a", name: "A", consented: false }],
      form([
        ["f.0.name", "B"],
        ["f.0.consented", "yes"],
        ["f.0.id", "changed"],
      ]),
    );
    expect(records).toEqual({ ok: true, value: [{ id: "a", name: "B", consented: true }] });
  });

  it("refuses an empty text, script, an address that is not https and an oversized text, each with a sentence", () => {
    expect(parseSampleForm("Near the Clock Tower", null, form([["f", " "]]))).toEqual({
      ok: false,
      problem: "Type the value: it cannot be left empty.",
    });
    expect(parseSampleForm("Near", null, form([["f", "<script>alert(1)</script>"]]))).toMatchObject({
      ok: false,
      problem: expect.stringContaining("cannot contain < or >"),
    });
    expect(parseSampleForm("https://a.example", null, form([["f", "javascript:alert(1)"]]))).toMatchObject({
      ok: false,
      problem: expect.stringContaining("must be a web address starting https://"),
    });
    expect(parseSampleForm("Near", null, form([["f", "x".repeat(1201)]]))).toMatchObject({
      ok: false,
      problem: expect.stringContaining("at most 1200 characters"),
    });
    expect(parseSampleForm("2026-11-23", null, form([["f", "23/11/2026"]]))).toMatchObject({ ok: false });
  });

  it("reads numbers and lines, and refuses a number that is not one", () => {
    expect(parseSampleForm(180, 180, form([["f", "90"]]))).toEqual({ ok: true, value: 90 });
    expect(parseSampleForm(5000, 5000, form([["f", "6,500"]]))).toEqual({ ok: true, value: 6500 });
    expect(parseSampleForm(180, 180, form([["f", "ninety"]]))).toMatchObject({ ok: false });
    expect(parseSampleForm(180, 180, form([["f", "90.5"]]))).toMatchObject({
      ok: false,
      problem: expect.stringContaining("whole number"),
    });
    expect(parseSampleForm(["a"], ["a"], form([["f", "Telugu\r\n\r\n English "]]))).toEqual({
      ok: true,
      value: ["Telugu", "English"],
    });
  });

  it("takes only the choices offered", () => {
    const choices = ["retina", "glaucoma"];
    expect(parseSampleForm([], [], form([["f", "glaucoma"]]), choices)).toEqual({ ok: true, value: ["glaucoma"] });
    expect(parseSampleForm([], [], form([["f", "surgeon"]]), choices)).toMatchObject({ ok: false });
  });
});

describe("a list of records an editor can grow and shrink (the camp timetable)", () => {
  const sent = (extra: [string, string][]) =>
    form([
      ...camps.flatMap((camp, index) =>
        Object.entries(camp).map(([key, value]): [string, string] => [`f.${index}.${key}`, value]),
      ),
      ...extra,
    ]);

  it("offers a tick to remove each record and empty fields to add one", () => {
    const fields = sampleFields(camps);
    expect(fields.filter((field) => field.kind === "tick").map((field) => field.label)).toEqual([
      "Remove this one (1)",
      "Remove this one (2)",
    ]);
    expect(fields.slice(-4).map((field) => [field.name, field.label, field.shown])).toEqual([
      ["f.2.town", "Town (add one more: leave empty for none)", ""],
      ["f.2.venue", "Venue (add one more: leave empty for none)", ""],
      ["f.2.schedule", "Schedule (add one more: leave empty for none)", ""],
      ["f.2.description", "Description (add one more: leave empty for none)", ""],
    ]);
    // Payment options name a picture by their icon: their number stays, so no ticks and no empty record.
    expect(sampleFields([{ icon: "wallet", title: "Cash" }]).map((field) => field.name)).toEqual(["f.0.title"]);
  });

  it("adds a record typed in the empty fields, and needs all of its fields", () => {
    const added = sent([
      ["f.2.town", "Penukonda"],
      ["f.2.venue", "Fort road hall"],
      ["f.2.schedule", "Last Saturday"],
      ["f.2.description", "Cataract screening"],
    ]);
    expect(parseSampleForm(camps, camps, added)).toEqual({
      ok: true,
      value: [
        ...camps,
        { town: "Penukonda", venue: "Fort road hall", schedule: "Last Saturday", description: "Cataract screening" },
      ],
    });
    expect(parseSampleForm(camps, camps, sent([["f.2.town", "Penukonda"]]))).toMatchObject({
      ok: false,
      problem: expect.stringContaining("cannot be left empty"),
    });
    expect(parseSampleForm(camps, camps, sent([]))).toEqual({ ok: true, value: camps });
  });

  it("removes a ticked record, but never the last one", () => {
    expect(parseSampleForm(camps, camps, sent([["f.0.remove", "yes"]]))).toEqual({ ok: true, value: [camps[1]] });
    expect(
      parseSampleForm(
        camps,
        camps,
        sent([
          ["f.0.remove", "yes"],
          ["f.1.remove", "yes"],
        ]),
      ),
    ).toMatchObject({ ok: false, problem: expect.stringContaining("Keep at least one") });
  });

  it("empties the list where none is an answer, and starts again from one blank record", () => {
    const allRemoved = sent([
      ["f.0.remove", "yes"],
      ["f.1.remove", "yes"],
    ]);
    expect(parseSampleForm(camps, camps, allRemoved, undefined, false, true)).toEqual({ ok: true, value: [] });
    const fields = sampleFields([], undefined, [], camps);
    expect(fields.map((field) => [field.name, field.label])).toEqual([
      ["f.0.town", "Town (add one: leave empty for none)"],
      ["f.0.venue", "Venue (add one: leave empty for none)"],
      ["f.0.schedule", "Schedule (add one: leave empty for none)"],
      ["f.0.description", "Description (add one: leave empty for none)"],
    ]);
    expect(parseSampleForm(camps, [], form([]), undefined, false, true)).toEqual({ ok: true, value: [] });
    const first = form([
      ["f.0.town", "Penukonda"],
      ["f.0.venue", "Fort road hall"],
      ["f.0.schedule", "Last Saturday"],
      ["f.0.description", "Cataract screening"],
    ]);
    expect(parseSampleForm(camps, [], first, undefined, false, true)).toEqual({
      ok: true,
      value: [
        { town: "Penukonda", venue: "Fort road hall", schedule: "Last Saturday", description: "Cataract screening" },
      ],
    });
  });
});

describe("the shape a stored value must keep", () => {
  it("holds keys, kinds and the number of records", () => {
    expect(sameShape(camps, [...camps].reverse())).toBe(true);
    // Camps can be added and removed; records with identifiers keep their number.
    expect(sameShape(camps, camps.slice(1))).toBe(true);
    // An emptied list ("we hold no camps") keeps its shape: only the parse decides where none is an answer.
    expect(sameShape(camps, [])).toBe(true);
    const options = [
      { icon: "wallet", title: "Cash" },
      { icon: "card", title: "Card" },
    ];
    expect(sameShape(options, options.slice(1))).toBe(false);
    expect(sameShape(camps, [{ ...camps[0], extra: 1 }, camps[1]])).toBe(false);
    expect(sameShape(["a"], ["a", "b", "c"])).toBe(true);
    expect(sameShape(5, "5")).toBe(false);
  });
});

describe("a figure the hospital states about itself", () => {
  it("is a count of 1 or more, a share from 1% to 100%, a rating from 1 to 5 over 1 review or more", () => {
    expect(figureProblem(15)).toBeNull();
    expect(figureProblem("95%")).toBeNull();
    expect(figureProblem("99.5 %")).toBeNull();
    expect(figureProblem({ value: 4.8, count: 146 })).toBeNull();
  });

  it("is never none, nought, words or more than all", () => {
    expect(figureProblem(0)).toBe("A count must be a whole number of at least 1.");
    expect(figureProblem("none")).toMatch(/^Write the share as a percentage/);
    expect(figureProblem("0%")).toMatch(/^Write the share as a percentage/);
    expect(figureProblem("0")).toMatch(/^Write the share as a percentage/);
    expect(figureProblem("120%")).toMatch(/^Write the share as a percentage/);
    expect(figureProblem({ value: 0, count: 146 })).toBe("A rating is from 1 to 5.");
    expect(figureProblem({ value: 4.5, count: 0 })).toBe("Give how many reviews the rating is over: 1 or more.");
  });
});

describe("a web address the hospital may not have", () => {
  it("may be emptied where that is an answer, and is still checked when typed", () => {
    const shape = "https://www.facebook.com/x";
    const sent = (f: string, optional: boolean) =>
      parseSampleForm(shape, shape, new URLSearchParams({ f }), undefined, optional);
    expect(sent("", true)).toEqual({ ok: true, value: "" });
    expect(sent("", false)).toMatchObject({ ok: false });
    expect(sent("javascript:alert(1)", true)).toMatchObject({ ok: false });
    expect(sent("https://www.facebook.com/y", true)).toEqual({ ok: true, value: "https://www.facebook.com/y" });
  });
});

describe("where the hospital is and how long it keeps requests (issue 40)", () => {
  const parse = (shape: unknown, value: string, range?: readonly [number, number]) =>
    parseSampleForm(shape, shape, new URLSearchParams({ f: value }), undefined, false, false, range);

  it("takes the site's own address as the domain alone, without a trailing slash", () => {
    const origin = "https://www.sunriseeyehospital.example";
    expect(parse(origin, "https://www.nandieyecare.example/")).toEqual({
      ok: true,
      value: "https://www.nandieyecare.example",
    });
    for (const typed of ["https://www.nandieyecare.example/home", "https://www.nandieyecare.example/?q=1"]) {
      expect(parse(origin, typed)).toEqual({
        ok: false,
        problem: `The value is the domain alone, like ${origin}: nothing after it.`,
      });
    }
    // A page elsewhere (a social link) keeps its path.
    const facebook = "https://www.facebook.com/sunriseeyehospital.anantapur";
    expect(parse(facebook, "https://www.facebook.com/nandieye")).toEqual({
      ok: true,
      value: "https://www.facebook.com/nandieye",
    });
  });

  it("takes a PIN code of six digits only", () => {
    expect(parse("515001", "518001")).toEqual({ ok: true, value: "518001" });
    for (const typed of ["51800", "5180011", "018001", "Kurnool"]) {
      expect(parse("515001", typed)).toEqual({
        ok: false,
        problem: "The value must be the six digits of an Indian PIN code, like 515001.",
      });
    }
  });

  it("keeps a number within its bounds: the retention period from 30 to 365 days", () => {
    expect(parse(180, "90", [30, 365])).toEqual({ ok: true, value: 90 });
    expect(parse(180, "29", [30, 365])).toEqual({ ok: false, problem: "The value must be from 30 to 365." });
    expect(parse(180, "366", [30, 365])).toEqual({ ok: false, problem: "The value must be from 30 to 365." });
  });
});

describe("ticks that must keep one", () => {
  it("refuses the open days all unticked", () => {
    const days = ["Monday", "Sunday"];
    const parse = (ticked: string[]) =>
      parseSampleForm(
        days,
        days,
        new URLSearchParams(ticked.map((day) => ["f", day])),
        days,
        false,
        false,
        undefined,
        true,
      );
    expect(parse(["Sunday"])).toEqual({ ok: true, value: ["Sunday"] });
    expect(parse([])).toEqual({ ok: false, problem: "Tick at least one." });
  });
});
