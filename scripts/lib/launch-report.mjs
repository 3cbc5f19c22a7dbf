// What `npm run launch-check` prints, for the hospital's administrator rather than a developer: what is left to do
// before launch, most serious first, each item in plain words with where to fix it in the site editor and on which
// pages it shows. Pure: the facts come in, the text goes out (scripts/lib/launch-report.test.ts).

/** The groups, most serious first; an item whose key is not known goes in the last. */
export const GROUPS = [
  { id: "safety", title: "Safety", about: "what the medical pages tell patients" },
  { id: "legal", title: "Legal and claims", about: "what the law asks the hospital to be able to back up" },
  { id: "contact", title: "Contact facts", about: "how patients find and reach the hospital" },
  { id: "other", title: "Everything else", about: "the hospital's services and how they work" },
];

const LEAD_DOCTOR_LEGAL = /^identity\.leadDoctor\./;

/** Which group a fact belongs to, by its key (a Telugu copy by its English key). */
export function groupOf(key) {
  const id = englishKeyOf(key);
  if (/^medicalReview\./.test(id) || /warning.?sign|red.?flag|sign.?off/i.test(id)) return "safety";
  if (
    /^claims\./.test(id) ||
    /^testimonials\./.test(id) ||
    LEAD_DOCTOR_LEGAL.test(id) ||
    /^privacy/.test(id) ||
    id === "retentionPeriod" ||
    /^governmentScheme/.test(id) ||
    id === "communityProgrammeTerms" ||
    id === "prices" ||
    id === "choices.insurance" ||
    id === "insurers" ||
    id === "servicesOffered"
  )
    return "legal";
  if (
    /^identity\.(name|shortName|origin|phone|whatsapp|email|address|geo|links|testimonialWidget)(\.|$)/.test(id) ||
    id === "landmark" ||
    id === "directions" ||
    id === "choices.hours"
  )
    return "contact";
  return "other";
}

/** "telugu.eyeCamps" → "eyeCamps"; a Telugu key the content names otherwise by the table below. */
function englishKeyOf(key) {
  return TELUGU_TWINS[key] ?? key.replace(/^telugu\./, "");
}

/** Telugu copies whose English is a fact of another name, edited in the same place. */
const TELUGU_TWINS = {
  "telugu.streetAddress": "identity.address.street",
  "telugu.doctorQualifications": "identity.leadDoctor.qualifications",
  "telugu.doctorTraining": "identity.leadDoctor.training",
};

// ---------------------------------------------------------------------------------------------------------------
// Where to fix each fact.

const EDITOR = "/staff/site";
const FACTS_PAGE = "/staff/site/facts";
const STORIES_PAGE = "/staff/site/stories";

/**
 * The forms of the editor's first page (app/routes/staff/site.tsx, app/editor/site-editor-page.tsx): each
 * form's id and its title. launch-report.test.ts holds that each id is a form there.
 */
export const SITE_FORMS = {
  "identity.phone.dial": ["phone", "Phone number"],
  "identity.phone.display": ["phone", "Phone number"],
  "identity.phone.contactPageDisplay": ["phone", "Phone number"],
  "identity.whatsapp": ["whatsapp", "WhatsApp number"],
  "identity.email": ["email", "E-mail address"],
  "identity.address.street": ["street", "Street address"],
  "telugu.streetAddress": ["street", "Street address", "its Telugu box"],
  "identity.geo": ["geo", "Map position"],
  "identity.leadDoctor.name": ["doctor", "The lead doctor"],
  "identity.leadDoctor.registration": ["doctor", "The lead doctor"],
  "choices.hours": ["hours", "Opening hours"],
  "choices.checkUpPrice": ["checkUpPrice", "Check-up price"],
  "choices.insurance": ["insurance", "Insurance"],
};

/**
 * Where in the site editor a fact is fixed: a sentence naming the page (and form), as the administrator will follow
 * it. `editable`: the samples the facts page lists (`editableSamples()`), by key.
 */
export function editorPlace(key, editable = new Map()) {
  if (/^telugu\.testimonials\./.test(key)) return `${STORIES_PAGE}: it goes when its English story is removed`;
  if (/^testimonials\./.test(key)) {
    return `${STORIES_PAGE}: remove this example story there, and add real patients' stories with their consent`;
  }
  const form = SITE_FORMS[key];
  if (form) return `${EDITOR}#${form[0]}, the \u201c${form[1]}\u201d form${form[2] ? `, ${form[2]}` : ""}`;
  if (/^notices\./.test(key)) return `${EDITOR}#notices, under Notices`;
  if (/^articles\./.test(key)) return "/staff/site/articles";
  const sample = editable.get(key);
  if (sample) {
    // A Telugu text with its English twin sits in the twin's box on the facts page, beside the English.
    const english = sample.lang === "te" && sample.twin && editable.has(sample.twin) ? sample.twin : null;
    return english ? `${FACTS_PAGE}#${english}, in the Telugu box beside the English` : `${FACTS_PAGE}#${key}`;
  }
  return `${EDITOR} (if you cannot find it there, ask your developer: it is not yet in the editor)`;
}

// ---------------------------------------------------------------------------------------------------------------
// Plain names and what to supply.

const firstPart = (text) =>
  String(text ?? "")
    .split(",")[0]
    .trim();
const lower = (text) => String(text ?? "").toLowerCase();

/**
 * For each fact we know: a short name, and what the hospital must supply, in plain words. Either may read the value.
 * The content's own supply texts are written for developers; these say the same for the administrator.
 */
const PLAIN = {
  "medicalReview.reviewer": {
    name: "Doctor who checked the medical pages",
    supply:
      "The name and qualifications of the hospital's doctor who read the service pages and the articles for patients and signed that they are right, with where the signed copy is kept and the day it was signed.",
  },
  "medicalReview.lastReviewed": {
    name: "Date the medical pages were last checked",
    supply: "The date that doctor last read the medical pages.",
  },
  "medicalReview.warningSigns": {
    name: "Doctor's sign-off of the warning signs",
    supply:
      "The doctor who read and approved the warning signs the pages give (when to call 108, when to come the same day, first aid for splashes and injuries), with where the signed copy is kept and the day it was signed.",
  },
  "claims.yearsOfCareCount": {
    name: (value) => `Years of eye care (${value})`,
    supply: (value) =>
      `Where the figure of ${value} years comes from (for example the year the hospital opened) and the day it was counted, or \u201cWe don't state this figure\u201d.`,
  },
  "claims.surgeriesCount": {
    name: (value) => `Number of operations (${number(value)})`,
    supply: (value) =>
      `Where the figure of ${number(value)} operations comes from (the operation register) and the date it was counted, or \u201cWe don't state this figure\u201d.`,
  },
  "claims.satisfaction": {
    name: (value) => `Satisfaction figure (${value})`,
    supply: (value) =>
      `Where the ${value} satisfaction figure comes from (which survey, how many patients answered) and the date it was measured, or \u201cWe don't state this figure\u201d.`,
  },
  "claims.excellentOrVeryGood": {
    name: (value) => `\u201cExcellent or very good\u201d figure (${value})`,
    supply: (value) =>
      `Where the ${value} \u201cexcellent or very good\u201d figure comes from (which survey, how many patients answered) and the date it was measured, or \u201cWe don't state this figure\u201d.`,
  },
  "claims.rating": {
    name: (value) => `Review rating (${ratingText(value)})`,
    supply: (value) =>
      `Which review page the ${ratingText(value)} comes from, and the date it was counted, or \u201cWe don't state this figure\u201d.`,
  },
  "identity.leadDoctor.name": {
    name: "Lead doctor's name",
    supply: "The lead doctor's name. The name shown now is made up.",
  },
  "identity.leadDoctor.qualifications": {
    name: "Lead doctor's degrees",
    supply: "The lead doctor's recognised degrees.",
  },
  "identity.leadDoctor.training": {
    name: "Lead doctor's further training",
    supply: "The lead doctor's further training (what, where and when), apart from the degrees.",
  },
  "identity.leadDoctor.specialInterests": {
    name: "Lead doctor's special interests",
    supply:
      "The kinds of work the lead doctor chooses to do most, one a line, in the doctor's own words. Empty the list to show none.",
  },
  "identity.leadDoctor.subSpecialties": {
    name: "Lead doctor's sub-specialties",
    supply:
      "Any sub-specialty the lead doctor is qualified in (children's eyes, retina, glaucoma, cornea), with the degree or fellowship behind each; or confirm that there are none.",
  },
  "identity.leadDoctor.languages": {
    name: "Languages the lead doctor speaks",
    supply: "The languages the lead doctor speaks with patients.",
  },
  "identity.leadDoctor.registration": {
    name: "Lead doctor's medical council registration",
    supply: "The lead doctor's Andhra Pradesh Medical Council registration number.",
  },
  "identity.leadDoctor.experienceYears": {
    name: "Lead doctor's years of experience",
    supply:
      "How many years the lead doctor has worked as an eye doctor (since the MS): the doctor's own, not the hospital's.",
  },
  privacyPractices: {
    name: "How the privacy policy says website requests are handled",
    supply:
      "Confirmation that both privacy policies (English and Telugu) say what really happens: requests are kept on the hospital's own server, only named front-desk staff see them, copies in the e-mail inbox are deleted by hand on the same schedule and when someone asks, and backups are taken.",
  },
  privacyResponseDays: {
    name: (value) => `Days to answer a privacy request (${value})`,
    supply:
      "The most days the hospital's privacy contact (the administrator) will take to answer someone who asks about their details or complains (the law allows up to 90).",
  },
  retentionPeriod: {
    name: (value) => `How long website requests are kept (${value} days)`,
    supply: "How many days the hospital keeps the requests sent through the website before erasing them.",
  },
  governmentSchemes: {
    name: "Government schemes the hospital is empanelled for",
    supply: "Which government health schemes the hospital is empanelled for, and for which eye treatments.",
  },
  governmentSchemeDetails: {
    name: "Descriptions of the government schemes",
    supply:
      "A check, by the staff who look after scheme patients, that each scheme's description (who it is for, what it covers, what to bring) matches its official website today.",
  },
  communityProgrammeTerms: {
    name: "Community programme: who qualifies and what it covers",
    supply: "The programme's rules: who qualifies, what its price covers and does not, and how places are given.",
  },
  foundingStory: {
    name: "Why the hospital was started",
    supply:
      "Why the hospital was started, in a sentence or two, as the about page tells it. The story shown now is made up: replace it, or empty it to tell none.",
  },
  promises: {
    name: "Promises about how patients are looked after",
    supply:
      "Whether the hospital keeps each promise the pages make (emergencies seen first, wheelchair help, the doctor sees every patient, a diabetic eye check at every visit). Empty any it cannot keep: the pages then leave it out.",
  },
  prices: {
    name: "Prices: cataract surgery, LASIK, the community programme",
    supply:
      "The starting price of cataract surgery and of LASIK per eye, and the community programme's price and places a month, as the hospital charges them today. Every page in both languages follows.",
  },
  insurers: {
    name: "Insurance companies the hospital works with",
    supply: "The insurance companies the hospital really has cashless or reimbursement arrangements with.",
  },
  "identity.name": {
    name: "Hospital's name",
    supply: "The hospital's registered name, as patients know it.",
  },
  "identity.shortName": {
    name: "Short form of the hospital's name",
    supply: "A short form of the name, for small screens.",
  },
  "identity.origin": {
    name: "Website address",
    supply: "The website's public address (for example https://www.yourhospital.in).",
  },
  "identity.phone.dial": {
    name: "Hospital's phone number (the number phones call)",
    supply: "The reception phone number.",
  },
  "identity.phone.display": {
    name: "Hospital's phone number (as the pages write it)",
    supply: "The reception phone number, as it should be written for people.",
  },
  "identity.phone.contactPageDisplay": {
    name: "Second phone number on the contact page",
    supply: "The contact page shows a second number; once the reception number is saved, it shows that one instead.",
  },
  "identity.whatsapp": { name: "WhatsApp number", supply: "The WhatsApp number patients can write to." },
  "identity.email": { name: "E-mail address", supply: "The e-mail address patients write to." },
  "identity.address.street": { name: "Street address", supply: "The street address, with a landmark." },
  "identity.geo": {
    name: "Map position of the building",
    supply: "The building's position on a map (the two numbers a map app shows when you press and hold on it).",
  },
  "identity.links.reviewSearch": {
    name: "Link to the hospital's review page",
    supply: "The address of the page where patients leave a review.",
  },
  "identity.links.facebook": { name: "Facebook page", supply: "The address of the hospital's Facebook page." },
  "identity.links.instagram": { name: "Instagram page", supply: "The address of the hospital's Instagram page." },
  "identity.links.youtube": { name: "YouTube channel", supply: "The address of the hospital's YouTube channel." },
  "identity.testimonialWidget.embedId": {
    name: "Review widget number",
    supply: "The number the review widget's provider gives the hospital for its widget (its embed number).",
  },
  landmark: {
    name: "Landmark near the hospital",
    supply: "The landmark near the hospital that patients and auto drivers know.",
  },
  directions: {
    name: "Directions to the hospital",
    supply: "Directions from the bus stand and the railway station to the real address, with how long an auto takes.",
  },
  equipment: {
    name: "Eye-testing equipment the hospital has",
    supply:
      "The eye-testing machines the hospital really has. Untick \u201cWe have this\u201d for any it does not have: pictures, the home page, the service pages and the articles then name it nowhere, in both languages. The glaucoma page also names gonioscopy: say if the hospital does not do it, so that it can be taken out.",
  },
  servicesOffered: {
    name: "Services the hospital offers",
    supply:
      "Which of the ten services the hospital really offers. Untick any it does not (without an excimer laser, LASIK): its page, cards, links, sitemap entry and search data then go, in both languages, and other pages say it is not done here.",
  },
  treatmentEquipment: {
    name: "Treatments the hospital gives itself",
    supply:
      "Which of these treatments the hospital gives itself (and has the equipment for). Untick \u201cWe give this here\u201d for any it does not: the service pages then say, in both languages, that the doctor tells patients where to have it.",
  },
  schoolScreening: {
    name: "Eye checks in schools",
    supply: "Whether the hospital checks children's eyes in schools (the community, services and home pages say so).",
  },
  eyeCamps: {
    name: "Eye camp timetable",
    supply:
      "The camp timetable: for each town, the place, the day of the month and the hours. If the hospital holds no camps, remove every one: the pages then say nothing of camps.",
  },
  eyeCampVisits: {
    name: "Coming to an eye camp",
    supply: "Whether people can come to a camp without an appointment, and what they should bring.",
  },
  paymentOptions: {
    name: "Ways to pay",
    supply:
      "How patients can pay at the counter: cards, UPI, EMI (and for which treatments), help with reimbursement. Untick \u201cWe offer this\u201d for any the hospital does not offer: the pages then say nothing of it.",
  },
};

/** The open choices: a question, and a plain name for each reading. */
const CHOICES = {
  "choices.hours": {
    name: "Opening hours",
    question: "The pages show one set of opening hours and search engines are told another. Which hours are right?",
    readings: { visible: "What the pages say", structuredData: "What search engines are told" },
  },
  "choices.checkUpPrice": {
    name: "Price of an eye check-up",
    question:
      "Most pages give one starting price for an eye check-up, a short note on the home page another. Which is right?",
    readings: { main: "What most pages say", short: "What the short note says" },
  },
  "choices.insurance": {
    name: "Insurance",
    question:
      "Some pages say the hospital has no direct tie-ups with insurers, others that it accepts several insurance plans. Which is true?",
    readings: {
      noDirectTieUps: "No direct tie-ups: patients pay, and the staff help them claim the money back",
      plansAccepted: "Several insurance plans are accepted",
    },
  },
};

const SCHEME_NAMES = {
  "ntr-vaidya-seva": "Dr NTR Vaidya Seva (Aarogyasri)",
  "pm-jay": "Ayushman Bharat PM-JAY",
  ehs: "Employees Health Scheme",
};

const number = (value) => (typeof value === "number" ? value.toLocaleString("en-IN") : String(value));
const ratingText = (value) =>
  value && typeof value === "object" && "value" in value
    ? `${value.value} out of 5 from ${number(value.count)} reviews`
    : plainValue(value);

const OPENING_PLACES = { consultation: "consultation", opticals: "optical shop" };

/** { consultation: [{ opens, closes }], opticals: [...] } → "consultation 10:00 to 14:00 and 18:00 to 20:00; …". */
function hoursText(value) {
  if (!value || typeof value !== "object") return textOf(value);
  return Object.entries(value)
    .map(([place, sessions]) => `${OPENING_PLACES[place] ?? fieldName(place)} ${textOf(sessions)}`)
    .join("; ");
}

/** A patient's story by its words: the name and treatment are in the item's name. */
const storyText = (value) =>
  value && typeof value === "object" && typeof value.quote === "string"
    ? `\u201c${shorten(value.quote, LONGEST_VALUE - 2)}\u201d`
    : textOf(value);

/** Values that read better one way: by key. */
const VALUES = {
  "choices.hours": hoursText,
  "choices.checkUpPrice": (value) => (typeof value === "number" ? `\u20b9${number(value)}` : textOf(value)),
  "claims.rating": ratingText,
  "claims.surgeriesCount": number,
  "claims.yearsOfCareCount": (value) => `${value} years`,
  "identity.leadDoctor.experienceYears": (value) => `${value} years`,
  retentionPeriod: (value) => `${value} days`,
  privacyResponseDays: (value) => `within ${value} days`,
  "identity.geo": (value) => `latitude ${value?.latitude}, longitude ${value?.longitude}`,
  governmentSchemes: (value) =>
    Array.isArray(value) ? value.map((id) => SCHEME_NAMES[id] ?? id).join(", ") : plainValue(value),
};

/** "testimonials.lakshmi-cataract" and "testimonials.3" alike: by the story's words. */
function storyName(value) {
  const who = firstPart(value?.name) || "a patient";
  const what = value?.treatment ? ` (${lower(value.treatment)})` : "";
  return `Patient story: ${who}${what}`;
}

/** "claims.yearsOfCareCount" → "Claims: years of care count", for a key the table does not know. */
export function nameFromKey(key) {
  const words = (part) =>
    part
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/[-_]/g, " ")
      .toLowerCase();
  const parts = englishKeyOf(key).split(".").map(words);
  const last = parts.pop() ?? key;
  const text = parts.length ? `${parts.join(", ")}: ${last}` : last;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A fact's short plain name. */
export function plainName(key, value) {
  if (/^(telugu\.)?testimonials\./.test(key)) return storyName(value);
  const known = (PLAIN[key] ?? PLAIN[englishKeyOf(key)])?.name;
  if (known) return typeof known === "function" ? known(value) : known;
  return nameFromKey(key);
}

/**
 * What the hospital must supply, in plain words: the table's, else the content's own text with its code taken out
 * (a function call in brackets, a setting's NAME, a command, a file path, YYYY-MM-DD).
 */
export function plainSupply(key, value, supply) {
  if (/^(telugu\.)?testimonials\./.test(key)) {
    return "A real patient's own words, name and town, given with their written consent. This story is an example we wrote: it is to be removed, not confirmed.";
  }
  const known = (PLAIN[key] ?? PLAIN[englishKeyOf(key)])?.supply;
  if (known) return typeof known === "function" ? known(value) : known;
  return withoutCode(supply);
}

/** A developer's sentence without its code. */
export function withoutCode(text) {
  const plain = String(text ?? "")
    // "(evidenced(value, source, "YYYY-MM-DD"))" and any call written in brackets: the sentence says it already.
    .replace(/\s*\(\s*[\w.$]+\([^()]*\)\s*\)/g, "")
    .replace(/\s*[\w.$]+\([^()]*\)/g, "")
    .replace(/\s*\(\s*YYYY-MM-DD\s*\)/g, "")
    .replace(/YYYY-MM-DD/g, "a date")
    // "(set SITE_ORIGIN when building)": a setting of the server.
    .replace(/\s*\([^()]*\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b[^()]*\)/g, " (a setting your IT person makes on the server)")
    .replace(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, "a server setting")
    .replace(/`?npm run [\w:-]+`?/g, "the site's own command")
    .replace(/(?:,?\s*\b(?:see|in)\b)?\s*\(?`?\b(?:app|scripts|server|tests)\/[\w/*.-]+`?\)?/g, "")
    .replace(/`/g, "")
    .replace(/[{}]/g, "")
    .replace(/"/g, "\u201d")
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
  if (!plain) return "The real value, from the hospital.";
  const sentence = plain.charAt(0).toUpperCase() + plain.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Values as a person reads them.

const LONGEST_VALUE = 120;
/** Fields of a record that name things for the program, not for people. */
const HIDDEN_FIELDS = new Set(["id", "icon", "kind", "slug", "key", "consented"]);
/** Fields that name a record: shown first, before a colon. */
const LEAD_FIELDS = ["name", "title", "treatment", "town", "label"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const fieldName = (name) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();

function textOf(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return number(value);
  if (typeof value === "string") {
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (date) return `${Number(date[3])} ${MONTHS[Number(date[2]) - 1] ?? date[2]} ${date[1]}`;
    return value.replace(/^[\s,;:]+/, "").trim();
  }
  if (Array.isArray(value)) {
    const items = value.map(textOf).filter(Boolean);
    if (value.every((item) => item && typeof item === "object" && "opens" in item)) return items.join(" and ");
    const records = value.some((item) => item && typeof item === "object");
    return records ? joined(items) : items.join(", ");
  }
  if (typeof value === "object") {
    if ("opens" in value && "closes" in value) return `${value.opens} to ${value.closes}`;
    const fields = Object.entries(value).filter(([name, field]) => !HIDDEN_FIELDS.has(name) && textOf(field) !== "");
    if (fields.length === 1) return textOf(fields[0][1]);
    const lead = fields.find(([name]) => LEAD_FIELDS.includes(name));
    if (lead) {
      const rest = fields.filter((field) => field !== lead && !String(lead[1]).includes(String(field[1])));
      // A yes or no says nothing without its name ("offered: yes").
      const parts = rest.map(([name, field]) =>
        typeof field === "boolean" ? `${fieldName(name)}: ${textOf(field)}` : textOf(field),
      );
      return `${textOf(lead[1])}: ${joined(parts, ", ")}`;
    }
    return joined(fields.map(([name, field]) => `${fieldName(name)}: ${textOf(field)}`));
  }
  return String(value);
}

/** Parts one after another: `between` them ("; "), or a space after a full sentence. */
function joined(parts, between = "; ") {
  const capital = (part) => part.charAt(0).toUpperCase() + part.slice(1);
  return parts.reduce(
    (text, part) => (!text ? part : /[.!?]$/.test(text) ? `${text} ${capital(part)}` : `${text}${between}${part}`),
    "",
  );
}

/** Cut at a word before `limit` characters, with "…". */
export function shorten(text, limit = LONGEST_VALUE) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.(\u2013-]+$/, "")}\u2026`;
}

/** A value as a person would read it: a list as "a, b, c", a record by its readable fields, never code. */
export function plainValue(value, key = "") {
  const special = /^(telugu\.)?testimonials\./.test(key) ? storyText : VALUES[key];
  const text = special ? special(value) : textOf(value);
  const clean = String(text)
    .replace(/[{}]/g, "")
    .replace(/"([^"]*)"/g, "\u201c$1\u201d")
    .replace(/"/g, "\u201d");
  if (clean.trim() === "") return Array.isArray(value) ? "none listed" : "nothing yet";
  return shorten(clean);
}

// ---------------------------------------------------------------------------------------------------------------
// Pages.

export const EVERY_PAGE = "every page";
const MOST_ADDRESSES = 6;

/** On which pages it shows: "every page", up to six addresses "and N more", or why none is known. */
export function pagesText(pages) {
  if (pages === EVERY_PAGE) return "every page of the site";
  if (!Array.isArray(pages)) return "not known yet (the list of pages is made after each build of the site)";
  if (pages.length === 0) return "no page's text (it may be in a link, a picture or a setting)";
  const shown = pages.slice(0, MOST_ADDRESSES).join(", ");
  const more = pages.length - MOST_ADDRESSES;
  const count = pages.length === 1 ? "1 page" : `${pages.length} pages`;
  return more > 0 ? `${count}: ${shown} and ${more} more` : `${count}: ${shown}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

/** Lines are wrapped at this width (a terminal's), going on indented under their text. */
const WIDTH = 100;

/** Wraps a line at `width` into lines, the later ones starting with `indent`. */
const wrapping = (width) => (first, indent) => {
  const lead = /^ */.exec(first)[0];
  const lines = [];
  let line = lead;
  for (const word of first.slice(lead.length).split(" ").filter(Boolean)) {
    if (line.trim() && line.length + 1 + word.length > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = line.trim() ? `${line} ${word}` : `${line}${word}`;
  }
  if (line.trim()) lines.push(line);
  return lines;
};

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/**
 * The items: each open choice and each sample, a Telugu copy inside its English one. `samples`: { path, id?, value,
 * supply }; `editable`: the facts page's samples by key.
 */
function itemsOf({ samples, choices, editable }) {
  const keyed = samples.map((entry) => ({ ...entry, key: entry.id ?? entry.path }));
  const byKey = new Map(keyed.map((entry) => [entry.key, entry]));
  const byPath = new Map(keyed.map((entry) => [entry.path, entry]));
  /** The English sample a Telugu one belongs to, when that English sample is still to do. */
  const twinOf = (entry) => {
    if (!/^telugu\./.test(entry.key) && !/^telugu\./.test(entry.path)) return null;
    const named = editable.get(entry.key);
    const candidates = [
      named?.lang === "te" ? named.twin : undefined,
      TELUGU_TWINS[entry.key],
      TELUGU_TWINS[entry.path],
    ].flatMap((key) => (key && byKey.has(key) ? [byKey.get(key)] : []));
    const byItsPath = byPath.get(entry.path.replace(/^telugu\./, ""));
    const byItsKey = byKey.get(entry.key.replace(/^telugu\./, ""));
    const twin = candidates[0] ?? byItsPath ?? byItsKey ?? null;
    return twin && !/^telugu\./.test(twin.key) ? twin : null;
  };
  const telugu = new Map();
  const items = [];
  for (const entry of keyed) {
    const twin = twinOf(entry);
    if (twin) telugu.set(twin.key, [...(telugu.get(twin.key) ?? []), entry]);
  }
  const merged = new Set([...telugu.values()].flat().map((entry) => entry.key));
  for (const choice of choices) items.push({ kind: "choice", key: choice.path, choice });
  for (const entry of keyed) {
    if (merged.has(entry.key)) continue;
    items.push({ kind: "sample", key: entry.key, entry, telugu: telugu.get(entry.key) ?? [] });
  }
  return items;
}

function choiceLines(item, number, { pageMap, wrap }) {
  const { choice } = item;
  const words = CHOICES[choice.path];
  const name = words?.name ?? nameFromKey(choice.path.replace(/^choices\./, ""));
  const lines = [`${number}. ${name}: a choice to make`];
  lines.push(...wrap(`   Question: ${words?.question ?? withoutCode(choice.question)}`, "             "));
  Object.entries(choice.readings).forEach(([reading, value], index) => {
    const label = words?.readings?.[reading] ?? `Answer ${index + 1}`;
    const shown = typeof value === "string" && value === reading ? "" : `: ${plainValue(value, choice.path)}`;
    lines.push(...wrap(`   ${String.fromCharCode(65 + index)}. ${label}${shown}`, "      "));
    lines.push(...wrap(`      Shows on ${pagesText(pageMap?.[`${choice.path}.${reading}`])}`, "        "));
  });
  lines.push(...wrap(`   Where to fix it: ${editorPlace(choice.path)}`, "      "));
  return lines;
}

function sampleLines(item, number, { pageMap, editable, wrap }) {
  const { entry } = item;
  const name = plainName(entry.key, entry.value);
  const inTelugu = /^telugu\./.test(entry.key) && !/telugu/i.test(name);
  const lines = [`${number}. ${name}${inTelugu ? " (in Telugu)" : ""}`];
  lines.push(...wrap(`   The site now says: ${plainValue(entry.value, entry.key)}`, "      "));
  lines.push(...wrap(`   What we need: ${plainSupply(entry.key, entry.value, entry.supply)}`, "      "));
  lines.push(...wrap(`   Where to fix it: ${editorPlace(entry.key, editable)}`, "      "));
  lines.push(...wrap(`   Shows on ${pagesText(pageMap?.[entry.key])}`, "      "));
  for (const copy of item.telugu) {
    lines.push(...wrap(`   Telugu: ${plainValue(copy.value, copy.key)}`, "      "));
    lines.push(...wrap(`      Where to fix it: ${editorPlace(copy.key, editable)}`, "        "));
    lines.push(...wrap(`      Shows on ${pagesText(pageMap?.[copy.key])}`, "        "));
  }
  return lines;
}

/** Which text of the pair is out of date, and where it is brought up to date. */
function staleLines(twin, number, { editable, wrap }) {
  const stale = twin.stale === "te" ? "Telugu" : "English";
  const other = twin.stale === "te" ? "English" : "Telugu";
  const [kind, ...rest] = twin.path.split(".");
  const key = rest.join(".");
  let name;
  let place;
  if (kind === "facts" && key === "street") {
    name = "Street address";
    place = `${EDITOR}#street, the \u201cStreet address\u201d form`;
  } else if (kind === "notices") {
    name = `Notice from ${textOf(rest[0] ?? "")}`;
    place = `${EDITOR}#notices, under Notices`;
  } else if (kind === "articles") {
    name = `Article for patients: ${key.replace(/-/g, " ")}`;
    place = "/staff/site/articles";
  } else if (kind === "samples") {
    name = plainName(key, undefined);
    place = editorPlace(key, editable);
  } else {
    name = nameFromKey(twin.path);
    place = EDITOR;
  }
  let newer = twin.newer;
  try {
    newer = kind === "samples" ? JSON.parse(twin.newer) : twin.newer;
  } catch {
    // A text, not a value.
  }
  return [
    `${number}. ${name}: the ${stale} is out of date`,
    ...wrap(`   The ${other} was changed after it, and now says: ${plainValue(newer)}`, "      "),
    ...wrap(
      `   Where to fix it: ${place}. Bring the ${stale} up to date, or tick that both languages say the same, then publish.`,
      "      ",
    ),
  ];
}

/**
 * The report: `samples` (hospitalSamples(), each with its `id`: scripts/fact-pages.mjs `withIds`), `choices`
 * (hospitalChoices()), `staleTwins` (outOfDateTwins()), `editableSamples` (editableSamples()) and `pageMap`
 * (fact-pages.json, or the same map made from a build; null when there is neither); `lineWidth`, where lines wrap.
 * Gives the text, how many things are left (an English text and its Telugu copy count once) and the exit code.
 *
 * @typedef {{ path: string, id?: string, value: unknown, supply: string, shownAs?: readonly string[] }} ReportSample
 * @typedef {{ path: string, question: string, readings: Record<string, unknown>, shownAs?: unknown }} ReportChoice
 * @typedef {{ path: string, stale: string, newer: string }} ReportStaleTwin
 * @typedef {{ key: string, lang: string, twin?: string }} ReportEditableSample
 * @param {{ samples?: readonly ReportSample[], choices?: readonly ReportChoice[], staleTwins?: readonly ReportStaleTwin[],
 *   editableSamples?: readonly ReportEditableSample[], pageMap?: Record<string, string | string[]> | null,
 *   lineWidth?: number }} input
 * @returns {{ text: string, count: number, exitCode: number }}
 */
export function launchReport({
  samples = [],
  choices = [],
  staleTwins = [],
  editableSamples = [],
  pageMap = null,
  lineWidth = WIDTH,
}) {
  const wrap = wrapping(lineWidth);
  const editable = new Map(editableSamples.map((sample) => [sample.key, sample]));
  const items = itemsOf({ samples, choices, editable });
  const count = items.length + staleTwins.length;
  if (count === 0) {
    return {
      count: 0,
      exitCode: 0,
      text: "All clear: every fact the website states has been confirmed by the hospital, every choice has been made, and the English and Telugu texts agree. Nothing stands in the way of going live.\n",
    };
  }
  const grouped = GROUPS.map((group) => ({ ...group, items: items.filter((item) => groupOf(item.key) === group.id) }));
  const choiceCount = items.filter((item) => item.kind === "choice").length;
  const sampleCount = items.length - choiceCount;
  const parts = [
    choiceCount ? plural(choiceCount, "choice to make", "choices to make") : "",
    sampleCount ? plural(sampleCount, "example fact to replace or confirm", "example facts to replace or confirm") : "",
    staleTwins.length
      ? plural(staleTwins.length, "translation to bring up to date", "translations to bring up to date")
      : "",
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  const lines = [
    ...wrap(`Before the website can go live, ${plural(count, "thing", "things")} must be done: ${list}.`, ""),
    ...wrap(
      `Most serious first: ${grouped
        .filter((group) => group.items.length)
        .map((group) => `${group.title.toLowerCase()} (${group.items.length})`)
        .join(", ")}${staleTwins.length ? `, translations (${staleTwins.length})` : ""}.`,
      "",
    ),
    "",
    ...wrap(
      "The example facts were written so that the site reads as it will; they are not the hospital's. For each item below: what the site says now, what we need from the hospital, where to fix it in the site editor (sign in at /staff/login), and the pages that show it.",
      "",
    ),
  ];
  let number = 0;
  for (const group of grouped) {
    if (!group.items.length) continue;
    if (lines.at(-1) !== "") lines.push("");
    lines.push(`${group.title.toUpperCase()}: ${plural(group.items.length, "item", "items")}, ${group.about}`, "");
    for (const item of group.items) {
      number += 1;
      lines.push(
        ...(item.kind === "choice"
          ? choiceLines(item, number, { pageMap, wrap })
          : sampleLines(item, number, { pageMap, editable, wrap })),
        "",
      );
    }
  }
  if (staleTwins.length) {
    lines.push(
      `TRANSLATIONS: ${plural(staleTwins.length, "item", "items")}, texts whose other language changed after them`,
      "",
    );
    for (const twin of staleTwins) {
      number += 1;
      lines.push(...staleLines(twin, number, { editable, wrap }), "");
    }
  }
  lines.push(
    ...wrap(
      "When you have fixed items in the editor, press Publish on /staff/site: the site changes within a few minutes. Then run this check again to see what is left. Items marked \u201cnot in the editor\u201d are for your IT person.",
      "",
    ),
  );
  return { count, exitCode: 1, text: `${lines.join("\n")}\n` };
}
