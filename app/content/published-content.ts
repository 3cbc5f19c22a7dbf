import type { FaqItem } from "./types";
import {
  articleCard,
  type EditedServiceText,
  type EditorArticle,
  type EditorArticleCard,
  type EditorStory,
  type Notice,
  type PublishedFacts,
} from "./site-content";
import { todayInIndia } from "../lib/form-basics";

/**
 * What the hospital's editors published, as the pages read it (decision 0063). Whoever loads the server's bundle
 * hands it over first, under this name on `globalThis` (server/publishing/content-handover.mjs): the build's own prerender
 * (vite.config.ts), the server for the live version (server/site-versions-live.ts) and the publish's renderer
 * (server/site-render-worker.ts). It is read once, as this module is evaluated: each load of the bundle is one
 * version. Absent in a plain build's browser code and in unit tests, where the repository's defaults stand; the
 * islands are handed what they show as props.
 */
export const PUBLISHED_CONTENT_KEY = "__sitePublishedContent";

/** A sample an editor confirmed or corrected at /staff/site/facts (decision 0037): by its key. */
export interface ConfirmedSample {
  value: unknown;
  by: string;
  on: string;
  /** When it was saved: orders an English text and its Telugu twin. */
  at: string;
  /** For a figure (`needsEvidence`): where it comes from and when it was measured. */
  evidence?: { source: string; measuredOn: string };
}

/** A question-and-answer list an editor changed at /staff/site/faqs, by its key (edited-texts.ts). */
export interface EditedTextEntry {
  value: FaqItem[];
  by: string;
  on: string;
  at: string;
}

/** A published photograph as the pages read it (server/publishing/site-photos.mjs's photoConstants). */
export interface PublishedPhoto {
  alt: { en: string; te: string };
  files: { src: string; width: number; height: number }[];
}

export interface PublishedContent {
  /** null: a plain build of the repository, which shows the specification's examples as they are. */
  facts: PublishedFacts | null;
  /** The samples the editors confirmed, by key (decision 0037). */
  samples: Readonly<Record<string, ConfirmedSample>>;
  notices: readonly Notice[];
  /** Articles written in the editor, whole (the article pages), and as cards (the listings). */
  articles: readonly EditorArticle[];
  articleCards: readonly EditorArticleCard[];
  /** Service page bodies and the repository articles' bodies the editors changed, by slug. */
  serviceTexts: Readonly<Record<string, EditedServiceText>>;
  articleTexts: Readonly<Record<string, EditedServiceText>>;
  /** Patients' stories the editors added, newest first. */
  stories: readonly EditorStory[];
  /** Question-and-answer lists the editors changed, by key. */
  texts: Readonly<Record<string, EditedTextEntry>>;
  photos: Readonly<Record<string, PublishedPhoto>>;
  /** India's date the pages are made for ("2026-11-28"): notices show from their first day to their last. */
  day: string;
}

const handed = (globalThis as Record<string, unknown>)[PUBLISHED_CONTENT_KEY] as Partial<PublishedContent> | undefined;

export const publishedContent: PublishedContent = {
  facts: handed?.facts ?? null,
  samples: handed?.samples ?? {},
  notices: handed?.notices ?? [],
  articles: handed?.articles ?? [],
  // The listings' cards, without the bodies (the same as the editor's own list shows).
  articleCards: (handed?.articles ?? []).map(articleCard),
  serviceTexts: handed?.serviceTexts ?? {},
  articleTexts: handed?.articleTexts ?? {},
  stories: handed?.stories ?? [],
  texts: handed?.texts ?? {},
  photos: handed?.photos ?? {},
  day: handed?.day ?? todayInIndia(),
};
