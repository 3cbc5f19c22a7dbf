/**
 * What the hospital's editors publish over the defaults in app/content/ (issue 28, decision 0036): facts they have
 * confirmed and dated notices. The server keeps every version (server/site-content-store.ts); a publish hands the
 * chosen one to the server's bundle (app/content/published-content.ts, decision 0063).
 * Types and plain functions only: the schemas that check what an editor sends are in site-content-schema.ts.
 */

/** A value an editor confirmed: who, and on which day (India's date), which is what launch-check reports. */
export interface EditedFact<T> {
  value: T;
  by: string;
  on: string;
}

/** One opening session, 24-hour "HH:MM" (as content/hospital/choices.ts). */
export interface EditedSession {
  opens: string;
  closes: string;
}

export interface EditedHours {
  consultation: EditedSession[];
  opticals: EditedSession[];
}

/** A text in both languages, with when each was last changed (to mark a twin that is older than its partner). */
export interface TwinText {
  en: string;
  te: string;
  enChanged: string;
  teChanged: string;
}

export interface PublishedFacts {
  /** The reception phone as written for people ("+91 94400 12345"); the number dialled follows from it. */
  phone?: EditedFact<string>;
  /** The WhatsApp mobile as written for people. */
  whatsapp?: EditedFact<string>;
  email?: EditedFact<string>;
  /** The street address with its landmark, in both languages. */
  street?: EditedFact<TwinText>;
  hours?: EditedFact<EditedHours>;
  /** The building's map position: the map on the contact and home pages, and the structured data. */
  geo?: EditedFact<{ latitude: number; longitude: number }>;
  /** The lead doctor's name as patients know it ("Dr. …"), written the same in both languages. */
  doctorName?: EditedFact<string>;
  /** The lead doctor's medical council registration, as the doctor's page states it. */
  registration?: EditedFact<string>;
  /** The specification's two other contradictions, answered: which reading every page states. */
  checkUpPrice?: EditedFact<CheckUpPriceValue>;
  insurance?: EditedFact<InsuranceAnswer>;
  /**
   * Every other sample an editor confirmed or corrected at /staff/site/facts (decision 0037), by its key
   * (`sampleAt` in content/hospital/fact.ts); `at` orders an English text and its Telugu twin.
   */
  samples?: Record<string, EditedSample>;
  /**
   * The site's example patients' stories an editor removed at /staff/site/stories, by key ("testimonials.<id>"):
   * examples cannot be confirmed (no patient said them), only removed; real stories are added with consent.
   */
  removedExamples?: string[];
}

export interface EditedSample extends EditedFact<unknown> {
  at: string;
  /**
   * For a figure that rates the hospital (a satisfaction share, a rating, a count of years or surgeries): where it
   * comes from and when it was measured, as the editor typed them. Without both the figure stays an example.
   */
  evidence?: SampleEvidence;
}

/** What backs a figure: a survey, a register, a review page; and the day it was counted (YYYY-MM-DD). */
export interface SampleEvidence {
  source: string;
  measuredOn: string;
}

export const CHECK_UP_PRICE_ANSWERS = ["main", "short"] as const;
export type CheckUpPriceAnswer = (typeof CHECK_UP_PRICE_ANSWERS)[number];
/** One of the specification's two readings, or the hospital's own price in rupees (another hospital's, issue 40). */
export type CheckUpPriceValue = CheckUpPriceAnswer | number;
/** The most an eye check-up may be said to cost, in rupees: a typing slip (₹50000) is refused. */
export const CHECK_UP_PRICE_LIMIT = 10_000;

/** How the editor and the history name the check-up price answer. */
export const checkUpPriceWords = (value: CheckUpPriceValue): string =>
  typeof value === "number" ? `₹${value} (the hospital's own price)` : ANSWER_WORDS.checkUpPrice[value];
export const INSURANCE_ANSWERS = ["noDirectTieUps", "plansAccepted"] as const;
export type InsuranceAnswer = (typeof INSURANCE_ANSWERS)[number];

/** How the editor and the history name each reading of the specification's two other contradictions. */
export const ANSWER_WORDS = {
  checkUpPrice: { main: "₹500 (as most pages say)", short: "₹300 (as the home page's short note says)" },
  insurance: {
    noDirectTieUps: "No direct tie-ups with insurers: patients pay, and the staff help them claim",
    plansAccepted: "Several insurance plans are accepted",
  },
} as const;

/** A dated announcement on every page from its first day to its last (India's dates, inclusive). */
export interface Notice {
  id: string;
  from: string;
  until: string;
  text: TwinText;
}

/** The three tabs of /patient-education an article can sit under (content/articles/model.ts's ArticleCategory). */
export const ARTICLE_CATEGORIES = ["eye-conditions", "treatments", "eye-health"] as const;
export type EditorArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** One language of an editor's article: its card and its page, the body in Markdown (decision 0038). */
export interface EditorArticleText {
  title: string;
  /** The card's two sentences; also the page's description for search engines. */
  excerpt: string;
  body: string;
}

/** A patient-education article written in the site editor, in both languages, with who reviewed it and when. */
export interface EditorArticle {
  slug: string;
  category: EditorArticleCategory;
  en: EditorArticleText;
  te: EditorArticleText;
  /** The doctor who checked it medically, as the page names them, and on which day. */
  reviewer: string;
  reviewedOn: string;
  /** The first and latest publication days (India's dates). */
  published: string;
  modified: string;
  /** The service pages it leads to, linked beside it. */
  relatedServices: string[];
  /** When each language was last changed, to mark a twin older than its partner. */
  enChanged: string;
  teChanged: string;
}

/** What the article listings read (the cards): no bodies, so the pages' scripts never carry them. */
export type EditorArticleCard = Pick<EditorArticle, "slug" | "category" | "enChanged" | "teChanged"> & {
  en: Omit<EditorArticleText, "body">;
  te: Omit<EditorArticleText, "body">;
};

export const articleCard = ({ slug, category, en, te, enChanged, teChanged }: EditorArticle): EditorArticleCard => ({
  slug,
  category,
  enChanged,
  teChanged,
  en: { title: en.title, excerpt: en.excerpt },
  te: { title: te.title, excerpt: te.excerpt },
});

/** A service page's body written in the editor, in both languages (Markdown), over the repository's (decision 0038). */
export interface EditedServiceText {
  en: string;
  te: string;
  by: string;
  on: string;
  enChanged: string;
  teChanged: string;
}

/**
 * A photograph that replaces a picture slot's illustration (decision 0040). The photograph itself is stored once,
 * by its hash, in the site's database; the build crops it to the slot's shape and makes the `widths` as WebP.
 */
export interface EditedPhoto {
  /** The first 16 hex digits of the SHA-256 of the stored photograph (a JPEG, turned upright, without metadata). */
  hash: string;
  /** The part of the stored photograph the slot shows, in its pixels: the slot's shape, from the chosen side. */
  crop: { left: number; top: number; width: number; height: number };
  /** The widths the build makes, ascending; none wider than the crop. */
  widths: number[];
  /** What the photograph shows, for people who cannot see it (the page's alt text), in both languages. */
  alt: TwinText;
  by: string;
  on: string;
}

/** A patient's story in one language, as the testimonials show it. */
export interface EditorStoryWords {
  /** First name, surname initial and town, as the patient agreed to be named ("Lakshmi R., Dharmavaram"). */
  name: string;
  town: string;
  /** What the patient came for, a small label. */
  treatment: string;
  quote: string;
}

/**
 * A patient's story an editor added (issue 28), in both languages, published only with the patient's written
 * consent (the form is kept by the hospital; the editor ticks that it is).
 */
export interface EditorStory {
  id: string;
  en: EditorStoryWords;
  te: EditorStoryWords;
  rating: 1 | 2 | 3 | 4 | 5;
  /** The day the patient gave the story. */
  date: string;
  consented: true;
  by: string;
  on: string;
  enChanged: string;
  teChanged: string;
}

export interface SiteContent {
  facts: PublishedFacts;
  notices: Notice[];
  /** Question-and-answer lists changed in the editor, by key (content/edited-texts.ts). */
  texts?: Record<string, EditedSample>;
  /** Service page bodies changed in the editor, by the service's slug. */
  serviceTexts?: Record<string, EditedServiceText>;
  /** The repository articles' bodies changed in the editor, by the article's slug (same shape). */
  articleTexts?: Record<string, EditedServiceText>;
  /** Articles written in the editor (decision 0038); absent in versions saved before there were any. */
  articles?: EditorArticle[];
  /** Patients' stories added in the editor, newest first, shown before the repository's. */
  stories?: EditorStory[];
  /** Photographs in place of illustrations, by slot (content/photo-slots.ts). */
  photos?: Record<string, EditedPhoto>;
  /**
   * Who read each page through, and what they read (issue 40, item 4): by the page's address (`/about`, `/te/about`)
   * or `frame:en`/`frame:te` for the header and footer. A launch deployment publishes no page whose text has changed
   * since (server/publishing/page-reviews.mjs).
   */
  reviews?: Record<string, PageReview>;
}

/** A person's review of a page: the hash of the text they read (page-reviews.mjs), their name and India's day. */
export interface PageReview {
  hash: string;
  by: string;
  on: string;
}

/** A page on the review list (/staff/site/review): where to read it in the preview, and whether someone has. */
export interface PageToReview {
  key: string;
  title: string;
  lang: "en" | "te";
  /** The page in the preview (the header and footer: the home page). */
  previewHref: string;
  state: "reviewed" | "changed" | "unread";
  review?: PageReview;
}

/** Longest notice text in either language: a sentence or two on every page. */
export const NOTICE_LIMIT = 240;

export const EMPTY_SITE_CONTENT: SiteContent = { facts: {}, notices: [] };

/** The notices a page shows on a day: those whose first day has come and whose last has not passed. */
export function noticesOn(notices: readonly Notice[], day: string): Notice[] {
  return notices.filter((notice) => notice.from <= day && day <= notice.until);
}

/**
 * Whether pages built on `builtDay` show other notices than pages built today would: a notice's first day has come
 * or its last day has passed since. The server then publishes the same content again (server/site.ts), so a notice
 * appears on its first morning and is gone the day after its last.
 */
export function noticesChangedSince(notices: readonly Notice[], builtDay: string, today: string): boolean {
  const shown = (day: string) =>
    noticesOn(notices, day)
      .map((notice) => notice.id)
      .join(" ");
  return builtDay !== today && shown(builtDay) !== shown(today);
}

/** Which language of a twin text is older than the other's last change: the one to bring up to date. */
export function outOfDateTwin(text: TwinText): "en" | "te" | null {
  if (text.enChanged > text.teChanged) return "te";
  if (text.teChanged > text.enChanged) return "en";
  return null;
}
