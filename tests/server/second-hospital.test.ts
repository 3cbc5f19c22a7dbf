import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editableSamples } from "../../app/content/hospital";
import { sampleFields, type SampleField } from "../../app/editor/sample-form";
import { shareImageOf } from "../../server/publishing/share-images.mjs";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import { futureDate, postJson, startServer, tempDatabase, type RunningServer } from "./server-process";

/*
 * Issue 40, item 6: another eye hospital, in another town, makes the site its own from the editor's forms alone
 * (the same posts a browser sends), publishes, and no page in either language, no title, sharing card, structured
 * data, sitemap, robots file, manifest or WhatsApp text says anything of the first hospital or of what it switched
 * off. The hospital below is made up for the test; its town and district are real places in Andhra Pradesh.
 */
const PASSWORD = "second hospital test password";

const SECOND = {
  name: "Nandi Eye Care Centre",
  shortName: "Nandi Eye",
  town: "Kurnool",
  townTe: "కర్నూలు",
  pin: "518001",
  nearby: ["Nandyal", "Adoni", "Yemmiganur", "Dhone"],
  nearbyTe: ["నంద్యాల", "ఆదోని", "ఎమ్మిగనూరు", "డోన్"],
  origin: "https://www.nandieyecare.example",
  phone: "98480 22222",
  whatsapp: "98480 33333",
  email: "desk@nandieyecare.example",
  doctor: "Dr. Meera Rao",
};

/** What the first hospital's site says of itself, and what the second does not offer: none may be left. */
const FIRST_HOSPITAL: readonly (string | RegExp)[] = [
  "Sunrise",
  "Anantapur",
  "అనంతపురం",
  "515001",
  "Clock Tower",
  "క్లాక్ టవర్",
  // Its region: a sentence true of Rayalaseema need not be true of every town in the state.
  "Rayalaseema",
  "రాయలసీమ",
  ...["Kadiri", "Dharmavaram", "Hindupur", "Guntakal", "Tadipatri", "Gooty"],
  ...["కదిరి", "ధర్మవరం", "హిందూపురం", "గుంతకల్", "తాడిపత్రి", "గుత్తి"],
  /94400\s?12345/,
  "919440012345",
  "8554",
  "sunriseeyehospital",
  "Focus Opticals",
  "focus-opticals",
  "Anand Reddy",
  ...["₹500", "₹300", "₹15,000", "₹25,000", "₹6,000"],
  /\b15\+/,
  /\b10k\+/,
  // Not inside a percent-encoded address (%B0%95%E0).
  /(?<!%)\b99%(?![0-9A-F]{2})/,
  /(?<!%)\b95%(?![0-9A-F]{2})/,
  /ratingValue/,
  ...["facebook.com", "instagram.com", "youtube.com", "g.page"],
  /\bEMI\b/,
  // The equipment it has not (an OCT scanner).
  /\bOCT\b/,
  "lasik-surgery-anantapur",
  "Sunday holiday",
  "ఆదివారం సెలవు",
  "Monday to Saturday",
];

/** A form of an editor's page as the browser would send it unchanged: its fields by name, in order. */
function formOnPage(html: string, id: string): Map<string, string> {
  const start = html.search(new RegExp(`<form[^>]*\\bid="${id.replaceAll(".", "\\.")}"`));
  if (start < 0) throw new Error(`no form ${id}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const decode = (text: string) =>
    text
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  const fields = new Map<string, string>();
  for (const match of form.matchAll(/<(input|textarea)\b([^>]*)>(?:([^<]*)<\/textarea>)?/g)) {
    const attributes = match[2]!;
    const name = /\bname="([^"]*)"/.exec(attributes)?.[1];
    if (!name || /type="(checkbox|submit)"/.test(attributes)) continue;
    fields.set(
      name,
      decode(match[1] === "textarea" ? (match[3] ?? "") : (/\bvalue="([^"]*)"/.exec(attributes)?.[1] ?? "")),
    );
  }
  return fields;
}

let server: RunningServer | undefined;
afterEach(() => server?.stop());

/** A sample's form as the facts page fills it (editor/sample-form.ts), with some fields given new values. */
function sampleForm(key: string, csrf: string, change: (field: SampleField) => string | readonly string[] | undefined) {
  const sample = editableSamples().find((entry) => entry.key === key);
  if (!sample) throw new Error(`no sample ${key}`);
  const fields = sampleFields(sample.repositoryValue, sample.choices, [], sample.repositoryValue);
  const pairs: [string, string][] = [
    ["csrf", csrf],
    ["intent", "sample"],
    ["key", key],
  ];
  for (const field of fields) {
    const value = change(field) ?? field.shown;
    if (field.kind === "choices") for (const choice of value as readonly string[]) pairs.push([field.name, choice]);
    else if (field.kind === "tick") {
      if (value === "yes") pairs.push([field.name, "yes"]);
    } else pairs.push([field.name, value as string]);
  }
  return pairs;
}

/** Every file of the live version a visitor or a machine reads (not the compressed copies, not the pictures). */
function liveFiles(siteDir: string): Map<string, string> {
  const versions = fs
    .readdirSync(siteDir)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const client = path.join(siteDir, versions[0]!, "client");
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(html|xml|txt|webmanifest|json)$/.test(entry.name))
        files.set(path.relative(client, file), fs.readFileSync(file, "utf8"));
    }
  };
  walk(client);
  return files;
}

describe("a second hospital", () => {
  it("makes every page its own from the editor's forms, and nothing of the first hospital is left", async () => {
    const databasePath = tempDatabase();
    const siteDir = path.join(path.dirname(databasePath), "site");
    expect(desk(databasePath, ["staff:add", "Farida", "--role", "editor,desk"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer({ DATABASE_PATH: databasePath, SITE_DIR: siteDir });
    const editor = new Browser(server.url);
    expect((await signIn(editor, "Farida", PASSWORD)).status).toBe(303);
    const csrf = hidden(await editor.html("/staff/site"), "csrf");

    const saved = async (address: string, form: Record<string, string> | [string, string][]) => {
      const answer = await editor.post(address, form);
      if (answer.status !== 303)
        throw new Error(
          `${address} ${JSON.stringify(form).slice(0, 200)}: ${answer.status}\n${(await answer.text()).match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? ""}`,
        );
    };

    // The site editor's own forms: numbers, address, map, doctor, the check-up price.
    await saved("/staff/site", { csrf, intent: "phone", phone: SECOND.phone });
    await saved("/staff/site", { csrf, intent: "whatsapp", whatsapp: SECOND.whatsapp });
    await saved("/staff/site", { csrf, intent: "email", email: SECOND.email });
    await saved("/staff/site", {
      csrf,
      intent: "street",
      en: "4-11, Park Road, opposite the Collectorate",
      te: "4-11, పార్క్ రోడ్, కలెక్టరేట్ ఎదురుగా",
      sameMeaning: "yes",
    });
    await saved("/staff/site", { csrf, intent: "geo", latitude: "15.8281", longitude: "78.0373" });
    await saved("/staff/site", {
      csrf,
      intent: "doctor",
      doctorName: SECOND.doctor,
      registration: "APMC Reg. No. 55555",
    });
    await saved("/staff/site", { csrf, intent: "checkUpPrice", checkUpPrice: "own", ownPrice: "250" });
    await saved("/staff/site", { csrf, intent: "insurance", insurance: "noDirectTieUps" });

    // The facts page: each fact's form, as filled on screen, with this hospital's answers.
    const facts = "/staff/site/facts";
    const put = (key: string, change: (field: SampleField) => string | readonly string[] | undefined) =>
      saved(facts, sampleForm(key, csrf, change));
    const text = (value: string) => () => value;
    await put("identity.name", text(SECOND.name));
    await put("identity.shortName", text(SECOND.shortName));
    await put("identity.opticalsName", text(""));
    await put("identity.origin", text(SECOND.origin));
    await put("identity.address.locality", text(SECOND.town));
    await put("identity.address.district", text(SECOND.town));
    await put("identity.address.postalCode", text(SECOND.pin));
    await put("identity.servedTowns", text(SECOND.nearby.join("\n")));
    await put("telugu.town", text(SECOND.townTe));
    await put("telugu.district", text(SECOND.townTe));
    await put("telugu.servedTowns", text(SECOND.nearbyTe.join("\n")));
    await put("identity.leadDoctor.qualifications", text("MBBS, DNB (Ophthalmology)"));
    await put("telugu.doctorQualifications", text("MBBS, DNB (Ophthalmology)"));
    await put("identity.leadDoctor.experienceYears", text("12"));
    // Open on Sunday, closed on Thursday.
    await put("openDays", (field) =>
      field.kind === "choices" ? field.choices!.filter((day) => day !== "Thursday") : undefined,
    );
    for (const link of ["reviewSearch", "facebook", "instagram", "youtube"])
      await put(`identity.links.${link}`, text(""));
    await put("servicesOffered", (field) =>
      field.kind === "choices" ? field.choices!.filter((slug) => !slug.startsWith("lasik")) : undefined,
    );
    for (const figure of ["yearsOfCareCount", "surgeriesCount", "satisfaction", "excellentOrVeryGood", "rating"])
      await saved(facts, [...sampleForm(`claims.${figure}`, csrf, () => undefined), ["notStated", "yes"]]);
    await put(
      "prices",
      (field) =>
        ({
          "f.cataractFrom": "18000",
          "f.lasikPerEyeFrom": "30000",
          "f.communityCataract": "7000",
          "f.communityPlacesAMonth": "8",
        })[field.name],
    );
    const signed = (name: string): [string, string][] => [
      ...sampleForm(name, csrf, () =>
        name.endsWith("reviewer") ? `${SECOND.doctor}, MBBS, DNB (Ophthalmology)` : SECOND.doctor,
      ),
      ["evidenceSource", "the doctor's signed review sheet in the office file"],
      ["evidenceDate", "2026-11-01"],
    ];
    await saved(facts, signed("medicalReview.reviewer"));
    await saved(facts, signed("medicalReview.warningSigns"));
    await put("landmark", text("Opposite the Collectorate"));
    await put("telugu.landmark", text("కలెక్టరేట్ ఎదురుగా"));
    const directions: Record<string, string> = {
      "f.0.text": `Buses from the nearby towns run to the ${SECOND.town} bus stand, about 10 minutes from us by auto.`,
      "f.1.text": "Ask any auto driver for the Collectorate; we are opposite it on Park Road.",
      "f.2.text": `From ${SECOND.town} railway station, an auto ride takes about 15 minutes.`,
    };
    await put("directions", (field) => directions[field.name]);
    await put("telugu.directions", (field) =>
      field.name.endsWith(".text") ? `${SECOND.townTe} బస్టాండ్ నుండి ఆటోలో సుమారు 10 నిమిషాలు.` : undefined,
    );
    await put("foundingStory", text(""));
    await put("telugu.foundingStory", text(""));
    await put("schoolScreening", (field) => (field.kind === "tick" ? undefined : ""));
    await put("telugu.schoolScreening", (field) => (field.kind === "tick" ? undefined : ""));
    for (const camps of ["eyeCamps", "telugu.eyeCamps"])
      await put(camps, (field) => (field.name.endsWith(".remove") ? "yes" : undefined));
    const emi = (key: string) => {
      const sample = editableSamples().find((entry) => entry.key === key)!;
      const options = sample.repositoryValue as { title: string; description: string }[];
      return options.findIndex((option) => /\bEMI\b/.test(`${option.title} ${option.description}`));
    };
    const emiAt = emi("paymentOptions");
    expect(emiAt).toBeGreaterThanOrEqual(0);
    await put("paymentOptions", (field) => (field.name === `f.${emiAt}.offered` ? "" : undefined));
    // No OCT scanner: no page says the hospital scans with one (content/equipment-sentences.ts).
    const equipment = editableSamples().find((entry) => entry.key === "equipment")!.repositoryValue as {
      kind: string;
    }[];
    const octAt = equipment.findIndex((item) => item.kind === "octScanner");
    expect(octAt).toBeGreaterThanOrEqual(0);
    await put("equipment", (field) => (field.name === `f.${octAt}.have` ? "" : undefined));
    // No injections into the eye: the retina page says where patients go for them.
    const treatments = editableSamples().find((entry) => entry.key === "treatmentEquipment")!.repositoryValue as {
      kind: string;
    }[];
    const injectionsAt = treatments.findIndex((item) => item.kind === "injections");
    expect(injectionsAt).toBeGreaterThanOrEqual(0);
    await put("treatmentEquipment", (field) => (field.name === `f.${injectionsAt}.given` ? "" : undefined));

    // The example patients' stories: none is this hospital's.
    const stories = await editor.html("/staff/site/stories");
    for (const key of new Set(
      [...stories.matchAll(/name="key" value="(testimonials\.[^"]+)"/g)].map((match) => match[1]!),
    ))
      await saved("/staff/site/stories", { csrf, intent: "example-remove", key });

    // The words of the pages (decision 0067): the home page's title line and the mission, each form as the page fills
    // it, the town written as {town}, so that it reads the new town once published.
    const homeWords = await editor.html("/staff/site/texts?page=home");
    const hero = formOnPage(homeWords, "page.home.homeHero");
    expect(hero.get("w.title")).toBe("Clear sight, close to home in {town}");
    await saved("/staff/site/texts", [...hero.set("w.title", "Eye care for every family in {town}")]);
    const heroTe = formOnPage(homeWords, "telugu.page.home.homeHero");
    expect(heroTe.get("w.title")).toContain("{town}");
    await saved("/staff/site/texts", [...heroTe.set("w.title", "{town}లో ప్రతి కుటుంబానికి కంటి వైద్యం")]);
    const mission = formOnPage(await editor.html("/staff/site/texts?page=about"), "page.about.aboutMission");
    await saved("/staff/site/texts", [...mission.set("w.text", `${SECOND.shortName} checks every eye with care.`)]);

    // Every WhatsApp button's first message, and the booking form's note (the form's words travel in the islands'
    // words file, never in its code).
    const greeting = formOnPage(await editor.html("/staff/site/texts?page=frame"), "page.frame.whatsapp");
    expect(greeting.get("w.greeting")).toBe("Hello {hospital}, I would like to book an eye appointment.");
    await saved("/staff/site/texts", [
      ...greeting.set("w.greeting", "Namaste {hospital}, I would like to see the doctor."),
    ]);
    const bookingForm = formOnPage(await editor.html("/staff/site/texts?page=book"), "page.book.bookingForm");
    await saved("/staff/site/texts", [
      ...bookingForm.set("w.dialogDescription", "Pick a day that suits you and {hospital} will ring you back."),
    ]);

    // An article's card and its page's title: the hospital names its own articles (the body is the service texts
    // page's).
    const articleWords = await editor.html("/staff/site/texts?page=article");
    const glaucomaCard = formOnPage(articleWords, "page.article.understanding-glaucoma");
    expect(glaucomaCard.get("w.title")).toBe("Understanding Glaucoma");
    await saved("/staff/site/texts", [...glaucomaCard.set("w.title", "Glaucoma: the quiet thief of sight")]);
    const glaucomaPage = formOnPage(
      await editor.html("/staff/site/texts?page=articlePage"),
      "telugu.page.articlePage.understanding-glaucoma",
    );
    await saved("/staff/site/texts", [...glaucomaPage.set("w.title", "నీటి కాసులు: కర్నూలు కుటుంబాల కోసం")]);

    expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
    for (let tries = 0; (await editor.html("/staff/site")).includes("Publishing now"); tries++) {
      if (tries > 600) throw new Error(`the publish did not end:\n${server.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await editor.html("/staff/site")).toContain("Live since");

    const files = liveFiles(siteDir);
    expect(files.size).toBeGreaterThan(60);
    const left: string[] = [];
    for (const [file, body] of files) {
      const readable = body.replaceAll("<!-- -->", "");
      for (const old of FIRST_HOSPITAL) {
        const found = typeof old === "string" ? readable.includes(old) : old.test(readable);
        if (found) {
          const at = typeof old === "string" ? readable.indexOf(old) : readable.search(old);
          left.push(`${file}: ${String(old)} … ${readable.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, " ")}`);
        }
      }
    }
    expect(left).toEqual([]);

    // What the sharing cards say (drawn as pictures, so read as the renderer reads them): the words of the second.
    const cardWords: string[] = [];
    for (const [file, body] of files) {
      if (!file.endsWith("index.html")) continue;
      const pagePath = path.posix.dirname(file).replace(/^\.$/, "");
      const card = shareImageOf(body, pagePath, { clientDir: path.resolve("build", "client") })?.card;
      if (card) cardWords.push(`${file}: ${card.siteName} · ${card.title} · ${card.tagline}`);
    }
    expect(cardWords.length).toBeGreaterThan(50);
    const saysTheFirst = (words: string) =>
      FIRST_HOSPITAL.some((old) => (typeof old === "string" ? words.includes(old) : old.test(words)));
    expect(cardWords.filter(saysTheFirst)).toEqual([]);
    const homeCard = cardWords.find((words) => words.startsWith("index.html: "));
    expect(homeCard).toMatch(
      new RegExp(`^index\\.html: ${SECOND.name} ${SECOND.town} · .+ · Call \\+91 ${SECOND.phone}$`),
    );
    const teluguHomeCard = cardWords.find((words) => words.startsWith("te/index.html: "));
    expect(teluguHomeCard).toMatch(
      new RegExp(`^te/index\\.html: ${SECOND.name} ${SECOND.townTe} · .+ · ఫోన్ \\+91 ${SECOND.phone}$`),
    );

    // What it is now: its name and town in the home page's title, its address in the structured data.
    const home = files.get("index.html")!;
    expect(home).toContain(`| ${SECOND.name} ${SECOND.town}</title>`);
    expect(home).toContain(`"addressLocality":"${SECOND.town}"`);
    expect(home).toContain(`"postalCode":"${SECOND.pin}"`);
    expect(files.get("te/index.html")).toContain(SECOND.townTe);
    expect(home).toMatch(/<h1[^>]*>Eye care for every family in Kurnool<\/h1>/);
    expect(files.get("te/index.html")).toMatch(/<h1[^>]*>కర్నూలులో ప్రతి కుటుంబానికి కంటి వైద్యం<\/h1>/);
    expect(files.get("about/index.html")).toContain("Nandi Eye checks every eye with care.");
    expect(home).toContain(encodeURIComponent(`Namaste ${SECOND.name}, I would like to see the doctor.`));
    const islandWords = [...files].filter(([file]) => /^assets\/menu-words\/en-/.test(file));
    expect(islandWords.length).toBeGreaterThan(0);
    for (const [file, body] of islandWords) {
      expect(body, file).toContain(`Pick a day that suits you and ${SECOND.name} will ring you back.`);
    }
    expect(files.get("patient-education/index.html")).toContain("Glaucoma: the quiet thief of sight");
    expect(files.get("patient-education/index.html")).not.toContain(">Understanding Glaucoma<");
    expect(files.get("te/patient-education/understanding-glaucoma/index.html")).toMatch(
      /<h1[^>]*>నీటి కాసులు: కర్నూలు కుటుంబాల కోసం<\/h1>/,
    );
    expect(files.get("services/retina/index.html")).toContain(
      `We do not give these injections at ${SECOND.name}: the doctor tells you where to have them.`,
    );
    expect(files.get("te/services/retina/index.html")).toContain(`ఈ ఇంజెక్షన్లు ${SECOND.name} లో ఇవ్వము`);
    expect(files.get("services/retina/index.html")).not.toContain("laser or injection treatment");
    expect(files.get("contact/index.html")).toContain("Thursday holiday");
    expect(files.get("contact/index.html")).toContain("Are you open on Thursdays?");
    expect(files.get("te/contact/index.html")).toContain("గురువారం సెలవు");
    expect(files.get("sitemap.xml")).toContain(`${SECOND.origin}/contact`);
    expect(files.get("robots.txt")).toContain(`${SECOND.origin}/sitemap.xml`);

    // The front desk's messages to patients name the second hospital too (the desk's pages are the live version's).
    const booked = await postJson(`${server.url}/api/appointments`, {
      name: "Ravi Kumar",
      phone: "9876543210",
      date: futureDate(),
    });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: number };
    const request = (await editor.html(`/staff/requests/${id}`)).replaceAll("<!-- -->", "");
    const reply = decodeURIComponent(/href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/.exec(request)?.[1] ?? "");
    expect(reply).toContain(`Hello Ravi Kumar, this is ${SECOND.name}.`);
    const quickReplies = (await editor.html("/staff/replies")).replaceAll("<!-- -->", "");
    expect(quickReplies).toContain(SECOND.name);
    for (const [address, page] of [
      ["request", request],
      ["quick replies", quickReplies],
    ] as const) {
      const found = FIRST_HOSPITAL.filter((old) => (typeof old === "string" ? page.includes(old) : old.test(page)));
      expect(found, address).toEqual([]);
    }

    // What it switched off answers as a page it never had.
    expect((await fetch(`${server.url}/focus-opticals`)).status).toBe(404);
    expect((await fetch(`${server.url}/te/focus-opticals`)).status).toBe(404);
    const lasik = await fetch(`${server.url}/services/lasik-surgery-anantapur`, { redirect: "manual" });
    expect([301, 302, 303, 307, 308, 404]).toContain(lasik.status);
  });
});
