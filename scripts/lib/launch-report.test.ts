import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { currentFacts, readFactPages } from "../fact-pages.mjs";
import {
  editorPlace,
  groupOf,
  launchReport,
  pagesText,
  plainValue,
  SITE_FORMS,
  withoutCode,
} from "./launch-report.mjs";

/*
 * Issue 39, item 11: launch-check speaks to the hospital's administrator. What it prints is made here from the facts,
 * so these tests give it facts like the content's (and some it does not know yet) and read the text as they would.
 */

const CLAIM_SUPPLY =
  'the source of the 99% satisfaction figure (survey, number of patients) and the date it was measured (evidenced(value, source, "YYYY-MM-DD"))';

const samples = [
  {
    path: "identity.name",
    id: "identity.name",
    value: "Sunrise Eye Hospital",
    supply: "the hospital's registered name",
  },
  {
    path: "identity.origin",
    id: "identity.origin",
    value: "https://www.sunriseeyehospital.example",
    supply: "the public web address (https:// and the domain, nothing after it)",
  },
  { path: "identity.phone.display", value: "+91 94400 12345", supply: "the reception phone number" },
  { path: "claims.satisfaction", id: "claims.satisfaction", value: "99%", supply: CLAIM_SUPPLY },
  {
    path: "claims.rating",
    id: "claims.rating",
    value: { value: 4.8, count: 146 },
    supply: 'the source of the rating (evidenced(value, source, "YYYY-MM-DD"))',
  },
  {
    path: "medicalReview.reviewer",
    id: "medicalReview.reviewer",
    value: "Dr. Anand Reddy, MBBS, MS (Ophthalmology)",
    supply: "the doctor who reviewed the medical pages",
  },
  {
    path: "identity.leadDoctor.languages",
    id: "identity.leadDoctor.languages",
    value: ["Telugu", "English", "Hindi"],
    supply: "the languages the lead doctor speaks",
  },
  {
    path: "eyeCamps",
    id: "eyeCamps",
    value: [{ town: "Kadiri", venue: "Community hall near the RTC bus stand", schedule: "First Tuesday" }],
    supply: "the camp timetable",
  },
  {
    path: "testimonials.0",
    id: "testimonials.lakshmi-cataract",
    value: {
      id: "lakshmi-cataract",
      name: "Lakshmi R., Dharmavaram",
      town: "Dharmavaram",
      treatment: "Cataract surgery",
      quote: 'For two years I could not thread a needle. "Foggy", I called the TV.',
      rating: 5,
      date: "2026-02-14",
      consented: false,
    },
    supply: "a real patient's own words",
  },
  {
    path: "telugu.testimonials.0",
    id: "telugu.testimonials.lakshmi-cataract",
    value: { name: "Lakshmi R., ధర్మవరం", town: "ధర్మవరం", treatment: "శుక్లం ఆపరేషన్", quote: "సూదిలో దారం" },
    supply: "a real patient's own words",
  },
  {
    path: "telugu.eyeCamps",
    id: "telugu.eyeCamps",
    value: [{ town: "కదిరి", venue: "కమ్యూనిటీ హాల్", schedule: "మొదటి మంగళవారం" }],
    supply: "the camp timetable",
  },
  { path: "telugu.streetAddress", value: "12-3-45, సుభాష్ రోడ్", supply: "the street address" },
  { path: "identity.address.street", value: "12-3-45, Subash Road", supply: "the street address" },
  // A Telugu copy whose English is confirmed already: still to do, on its own.
  { path: "telugu.landmark", id: "telugu.landmark", value: "క్లాక్ టవర్ దగ్గర", supply: "the landmark, in Telugu" },
  // Keys this module has never seen.
  {
    path: "somethingNew.widgetSetting",
    value: { colour: "blue", size: 3 },
    supply: "the widget's setting (set WIDGET_COLOUR when building), see app/content/widget.ts",
  },
  {
    path: "medicalReview.warningSigns",
    id: "medicalReview.warningSigns",
    value: "Dr. Anand Reddy",
    supply: "the doctor who approved the warning signs",
  },
];

const choices = [
  {
    path: "choices.hours",
    question: "the opening hours: 10:00 AM – 2:00 PM, or 09:00–18:00",
    readings: {
      visible: { consultation: [{ opens: "10:00", closes: "14:00" }], opticals: [{ opens: "10:00", closes: "20:00" }] },
      structuredData: { consultation: [{ opens: "09:00", closes: "18:00" }] },
    },
    shownAs: { visible: ["10:00 AM – 2:00 PM"], structuredData: ['"opens":"09:00"'] },
  },
  {
    path: "choices.insurance",
    question: "insurance: no direct tie-ups, or plans accepted",
    readings: { noDirectTieUps: "noDirectTieUps", plansAccepted: "plansAccepted" },
    shownAs: { noDirectTieUps: [], plansAccepted: [] },
  },
  {
    path: "choices.checkUpPrice",
    question: "the check-up price",
    readings: { main: 500, short: 300 },
    shownAs: { main: ["₹500"], short: ["₹300"] },
  },
];

const editableSamples = [
  { key: "identity.name", lang: "en" },
  { key: "identity.origin", lang: "en" },
  { key: "claims.satisfaction", lang: "en" },
  { key: "claims.rating", lang: "en" },
  { key: "medicalReview.reviewer", lang: "en" },
  { key: "medicalReview.warningSigns", lang: "en" },
  { key: "identity.leadDoctor.languages", lang: "en" },
  { key: "eyeCamps", lang: "en", twin: "telugu.eyeCamps" },
  { key: "telugu.eyeCamps", lang: "te", twin: "eyeCamps" },
  { key: "landmark", lang: "en", twin: "telugu.landmark" },
  { key: "telugu.landmark", lang: "te", twin: "landmark" },
];

const EIGHT_PAGES = ["/", "/about", "/contact", "/doctors", "/services", "/te", "/te/about", "/te/contact"];
const pageMap = {
  "identity.name": "every page",
  "claims.satisfaction": ["/", "/about"],
  "medicalReview.reviewer": EIGHT_PAGES,
  eyeCamps: ["/services"],
  "telugu.eyeCamps": ["/te/services"],
  "testimonials.lakshmi-cataract": ["/", "/testimonials"],
  "choices.hours.visible": "every page",
};

/** The report with lines unwrapped, to read item by item. */
const report = () => launchReport({ samples, choices, staleTwins: [], editableSamples, pageMap, lineWidth: Infinity });

/** The text of item number `n` ("3. …" up to the next item or heading). */
function item(text: string, title: string): string {
  const start = text.split("\n").findIndex((line) => /^\d+\. /.test(line) && line.includes(title));
  expect(start, `no item named ${title}`).toBeGreaterThanOrEqual(0);
  const lines = text.split("\n").slice(start);
  const end = lines.findIndex((line, index) => index > 0 && (line === "" || /^\d+\. /.test(line)));
  return lines.slice(0, end < 0 ? undefined : end).join("\n");
}

describe("launch-check's report", () => {
  it("opens with one sentence saying how many things are left, an English text and its Telugu copy counted once", () => {
    const { text, count } = report();
    // 16 samples, of which 3 Telugu copies sit inside their English item (eye camps, the story, the street): 13,
    // and 3 choices.
    expect(count).toBe(16);
    expect(text.split("\n")[0]).toMatch(
      /^Before the website can go live, 16 things must be done: 3 choices to make and/,
    );
    expect(text).toContain("13 example facts to replace or confirm.");
  });

  it("groups the items most serious first: safety, legal and claims, contact facts, everything else", () => {
    const { text } = report();
    const headings = text.split("\n").filter((line) => /^[A-Z][A-Z ]+: \d+ items?/.test(line));
    expect(headings.map((line) => line.split(":")[0])).toEqual([
      "SAFETY",
      "LEGAL AND CLAIMS",
      "CONTACT FACTS",
      "EVERYTHING ELSE",
    ]);
    const at = (title: string) => text.indexOf(title);
    expect(at("Doctor who checked the medical pages")).toBeLessThan(at("LEGAL AND CLAIMS"));
    expect(at("Doctor's sign-off of the warning signs")).toBeLessThan(at("LEGAL AND CLAIMS"));
    expect(at("Satisfaction figure (99%)")).toBeGreaterThan(at("LEGAL AND CLAIMS"));
    expect(at("Patient story: Lakshmi R. (cataract surgery)")).toBeLessThan(at("CONTACT FACTS"));
    expect(at("Insurance: a choice to make")).toBeLessThan(at("CONTACT FACTS"));
    expect(at("Opening hours: a choice to make")).toBeGreaterThan(at("CONTACT FACTS"));
    expect(at("Website address")).toBeGreaterThan(at("CONTACT FACTS"));
    expect(at("Eye camp timetable")).toBeGreaterThan(at("EVERYTHING ELSE"));
    expect(at("Price of an eye check-up")).toBeGreaterThan(at("EVERYTHING ELSE"));
    // A key it does not know is kept, in the last group, under a name made from its key.
    expect(at("Something new: widget setting")).toBeGreaterThan(at("EVERYTHING ELSE"));
  });

  it("sorts keys into groups by their risk, a Telugu copy with its English", () => {
    expect(groupOf("medicalReview.anythingNew")).toBe("safety");
    expect(groupOf("content.warningSigns")).toBe("safety");
    expect(groupOf("claims.surgeriesCount")).toBe("legal");
    expect(groupOf("identity.leadDoctor.registration")).toBe("legal");
    expect(groupOf("privacyResponseDays")).toBe("legal");
    expect(groupOf("retentionPeriod")).toBe("legal");
    expect(groupOf("governmentSchemeDetails")).toBe("legal");
    expect(groupOf("telugu.communityProgrammeTerms")).toBe("legal");
    expect(groupOf("telugu.testimonials.x")).toBe("legal");
    expect(groupOf("insurers")).toBe("legal");
    expect(groupOf("identity.links.youtube")).toBe("contact");
    expect(groupOf("telugu.streetAddress")).toBe("contact");
    expect(groupOf("telugu.landmark")).toBe("contact");
    expect(groupOf("paymentOptions")).toBe("other");
    expect(groupOf("notAKeyAtAll")).toBe("other");
  });

  it("prints a Telugu copy inside its English item, with its own place in the editor and its own pages", () => {
    const { text } = report();
    const camps = item(text, "Eye camp timetable");
    expect(camps).toContain("Telugu: కదిరి: కమ్యూనిటీ హాల్, మొదటి మంగళవారం");
    expect(camps).toContain("Where to fix it: /staff/site/facts#eyeCamps, in the Telugu box beside the English");
    expect(camps).toContain("Shows on 1 page: /te/services");
    const story = item(text, "Patient story: Lakshmi R.");
    expect(story).toContain("Telugu: \u201cసూదిలో దారం\u201d");
    const street = item(text, "Street address");
    expect(street).toContain("Telugu: 12-3-45, సుభాష్ రోడ్");
    expect(street).toContain("/staff/site#street, the \u201cStreet address\u201d form, its Telugu box");
    // No item of their own.
    expect(text).not.toMatch(/^\d+\. .*timetable \(in Telugu\)/m);
    expect(text.match(/^\d+\. Patient story/gm)).toHaveLength(1);
    // A Telugu copy whose English is done stands alone.
    expect(text).toMatch(/^\d+\. Landmark near the hospital \(in Telugu\)$/m);
  });

  it("writes no code: no braces, no straight quotes, no function calls, settings or date patterns", () => {
    const { text } = report();
    expect(text).not.toContain("{");
    expect(text).not.toContain("}");
    expect(text).not.toContain('"');
    expect(text).not.toContain("(value");
    expect(text).not.toContain("evidenced");
    expect(text).not.toContain("YYYY");
    expect(text).not.toContain("WIDGET_COLOUR");
    expect(text).not.toContain("app/content");
    expect(text).not.toMatch(/\b(?:testimonials|claims|identity)\.\w+:/);
    // The web address is the editor's (issue 40), not a server setting.
    expect(text).not.toContain("SITE_ORIGIN");
    expect(item(text, "Website address")).toContain("Where to fix it: /staff/site/facts#identity.origin");
  });

  it("reads values as a person would: lists, records, ratings, hours, long texts cut at a word", () => {
    expect(plainValue(["Telugu", "English", "Hindi"])).toBe("Telugu, English, Hindi");
    expect(plainValue({ value: 4.8, count: 146 }, "claims.rating")).toBe("4.8 out of 5 from 146 reviews");
    expect(plainValue([{ town: "Kadiri", venue: "Hall", schedule: "First Tuesday" }])).toBe(
      "Kadiri: Hall, First Tuesday",
    );
    expect(
      plainValue([
        { icon: "wallet", title: "Cash", description: "Pay at the counter.", offered: true },
        { icon: "card", title: "Cards", description: "RuPay and Visa", offered: false },
      ]),
    ).toBe("Cash: Pay at the counter. Offered: yes; Cards: RuPay and Visa, offered: no");
    expect(plainValue({ "cataract-surgery": "a biometer", "glaucoma-care": "a field analyser" })).toBe(
      "cataract surgery: a biometer; glaucoma care: a field analyser",
    );
    expect(plainValue({ priceIncludes: "Per eye", eligibility: ["Families", "Patients"] })).toBe(
      "price includes: Per eye; eligibility: Families, Patients",
    );
    expect(plainValue(choices[0]!.readings.visible, "choices.hours")).toBe(
      "consultation 10:00 to 14:00; optical shop 10:00 to 20:00",
    );
    expect(plainValue(500, "choices.checkUpPrice")).toBe("₹500");
    expect(plainValue("2026-11-23")).toBe("23 November 2026");
    expect(plainValue([])).toBe("none listed");
    const long = plainValue("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/word\u2026$/);
  });

  it("rewrites a developer's supply text without its code", () => {
    expect(withoutCode(CLAIM_SUPPLY)).toBe(
      "The source of the 99% satisfaction figure (survey, number of patients) and the date it was measured.",
    );
    expect(withoutCode("the date they last reviewed them (YYYY-MM-DD)")).toBe("The date they last reviewed them.");
    expect(withoutCode("a start day, YYYY-MM-DD")).toBe("A start day, a date.");
    expect(withoutCode("the public web address (set SITE_ORIGIN when building)")).toBe(
      "The public web address (a setting your IT person makes on the server).",
    );
    expect(withoutCode("backups taken with npm run db:backup")).toBe("Backups taken with the site's own command.");
    expect(withoutCode("the texts (app/content/**/*.md) also name OCT scans, see app/content/widget.ts")).toBe(
      "The texts also name OCT scans.",
    );
  });

  it("names the place in the editor for every item", () => {
    const { text } = report();
    const places = text.split("\n").filter((line) => line.trim().startsWith("Where to fix it:"));
    const items = text.split("\n").filter((line) => /^\d+\. /.test(line));
    // One per item, and one per Telugu copy inside an item (eye camps, the story, the street).
    expect(places).toHaveLength(items.length + 3);
    for (const line of places) expect(line).toMatch(/Where to fix it: (\/staff\/site|not in the editor)/);
    expect(item(text, "Hospital's name")).toContain("Where to fix it: /staff/site/facts#identity.name");
    expect(item(text, "Hospital's phone number")).toContain(
      "Where to fix it: /staff/site#phone, the \u201cPhone number\u201d form",
    );
    expect(item(text, "Patient story")).toContain("Where to fix it: /staff/site/stories: remove this example story");
    expect(item(text, "Opening hours")).toContain("Where to fix it: /staff/site#hours");
    expect(item(text, "Insurance")).toContain("Where to fix it: /staff/site#insurance");
    expect(item(text, "Price of an eye check-up")).toContain("Where to fix it: /staff/site#checkUpPrice");
    expect(editorPlace("identity.leadDoctor.registration")).toBe(
      "/staff/site#doctor, the \u201cThe lead doctor\u201d form",
    );
    const retention = new Map([["retentionPeriod", { key: "retentionPeriod", lang: "en" }]]);
    expect(editorPlace("retentionPeriod", retention)).toBe("/staff/site/facts#retentionPeriod");
    expect(editorPlace("notices.2026-12-01.n1")).toBe("/staff/site#notices, under Notices");
    expect(editorPlace("articles.dry-eyes")).toBe("/staff/site/articles");
  });

  it("names only forms the site editor's page has, by their id and title", () => {
    const source = ["app/editor/site-editor-page.tsx", "app/editor/site-answer-forms.tsx"]
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    for (const [id, title] of Object.values(SITE_FORMS) as string[][]) {
      expect(source, id).toMatch(new RegExp(`formProps\\("${id}"\\)|id="${id}"`));
      expect(source, title).toContain(`title="${title}"`);
    }
    expect(fs.readFileSync("app/editor/site-notices-editor.tsx", "utf8")).toContain('id="notices"');
  });

  it("says on which pages: every page, up to six addresses and how many more, or not known yet", () => {
    const { text } = report();
    expect(item(text, "Hospital's name")).toContain("Shows on every page of the site");
    expect(item(text, "Doctor who checked the medical pages")).toContain(
      "Shows on 8 pages: /, /about, /contact, /doctors, /services, /te and 2 more",
    );
    expect(item(text, "Satisfaction figure (99%)")).toContain("Shows on 2 pages: /, /about");
    expect(item(text, "Website address")).toContain("not known yet");
    expect(pagesText([])).toMatch(/^no page's text/);
    expect(pagesText(["/a", "/b", "/c", "/d", "/e", "/f", "/g"])).toBe("7 pages: /a, /b, /c, /d, /e, /f and 1 more");
  });

  it("lists translations left out of date, in plain words, with where to bring them up to date", () => {
    const { text, exitCode, count } = launchReport({
      samples: [],
      choices: [],
      staleTwins: [
        { path: "facts.street", stale: "te", newer: "12-3-45, Subash Road" },
        { path: "notices.2026-12-01.n1", stale: "en", newer: "డిసెంబర్ 25న సెలవు" },
        { path: "articles.dry-eyes", stale: "te", newer: "Dry eyes" },
        { path: "samples.eyeCamps", stale: "te", newer: '[{"town":"Kadiri","venue":"Hall"}]' },
      ],
      editableSamples,
      pageMap: null,
      lineWidth: Infinity,
    });
    expect(exitCode).toBe(1);
    expect(count).toBe(4);
    expect(text.split("\n")[0]).toBe(
      "Before the website can go live, 4 things must be done: 4 translations to bring up to date.",
    );
    expect(text).toContain("Street address: the Telugu is out of date");
    expect(text).toContain("Where to fix it: /staff/site#street");
    expect(text).toContain("Notice from 1 December 2026: the English is out of date");
    expect(text).toContain("Where to fix it: /staff/site#notices");
    expect(text).toContain("Where to fix it: /staff/site/articles.");
    expect(text).toContain("Eye camp timetable: the Telugu is out of date");
    expect(text).toContain("now says: Kadiri: Hall");
    expect(text).not.toContain("{");
    expect(text).not.toContain('"');
  });

  it("wraps its lines for a terminal, each going on indented under its text", () => {
    const { text } = launchReport({ samples, choices, staleTwins: [], editableSamples, pageMap });
    const lines = text.split("\n");
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(100);
    const at = lines.findIndex((line) => line.startsWith("   Where to fix it: /staff/site/stories: remove"));
    expect(lines[at + 1]).toMatch(/^ {6}\S/);
  });

  it("exits 1 while anything is left, and 0 with a plain all-clear sentence when nothing is", () => {
    expect(report().exitCode).toBe(1);
    expect(report().text).toMatch(/press Publish on \/staff\/site/);
    const done = launchReport({ samples: [], choices: [], staleTwins: [], editableSamples, pageMap });
    expect(done.exitCode).toBe(0);
    expect(done.count).toBe(0);
    expect(done.text).toBe(
      "All clear: every fact the website states has been confirmed by the hospital, every choice has been made, and the English and Telugu texts agree. Nothing stands in the way of going live.\n",
    );
  });

  it("reads the same way with the site's own facts: no code, a place in the editor and pages for every item", async () => {
    const { facts, samples: all, choices: open } = await currentFacts();
    const { text, exitCode } = launchReport({
      samples: all,
      choices: open,
      staleTwins: facts.outOfDateTwins(),
      editableSamples: facts.editableSamples(),
      pageMap: readFactPages(),
      lineWidth: Infinity,
    });
    expect(exitCode).toBe(all.length + open.length > 0 ? 1 : 0);
    for (const code of ["{", "}", '"', "(value", "evidenced", "YYYY", "app/content", "npm run"]) {
      expect(text, code).not.toContain(code);
    }
    // No entry path ("testimonials.0", "identity.phone.display") outside an editor link.
    expect(text.replace(/\/staff\/site\/facts#[\w.-]+/g, "")).not.toMatch(
      /\b(?:identity|claims|testimonials|telugu|medicalReview|choices|samples|notices|articles)\.\w/,
    );
    const lines = text.split("\n");
    const items = lines.filter((line) => /^\d+\. /.test(line));
    expect(items.length).toBeGreaterThan(0);
    const numbered = lines.map((line, index) => (/^\d+\. /.test(line) ? index : -1)).filter((index) => index >= 0);
    for (const [n, start] of numbered.entries()) {
      const body = lines.slice(start, numbered[n + 1] ?? lines.length).join("\n");
      expect(body, lines[start]).toMatch(/Where to fix it: (\/staff\/site|not in the editor)/);
      expect(body, lines[start]).toMatch(/Shows on /);
    }
  });
});
