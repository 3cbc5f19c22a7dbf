import type { IconName } from "~/lib/icon-names";

export type { IconName };

/** An image the site ships in public/images. Width and height are the intrinsic size, to reserve space. */
export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A photograph an editor put in place of the illustration comes in several widths (content/photo-slots.ts). */
  srcSet?: string;
  sizes?: string;
}

/** Structured rich text, rendered by React (never injected as HTML). */
export type Block =
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | {
      type: "callout";
      tone: "info" | "warning";
      title: string;
      text: string;
      /**
       * A list under the text, with its own lead-in and an optional last word after it (the same-day signs
       * callout), so that the list's lead-in never shares a paragraph with the text above it.
       */
      list?: CalloutList;
    };

/** A callout's list: the sentence that opens it, its items, and a sentence after it. */
export interface CalloutList {
  lead: string;
  items: readonly string[];
  after?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface NavItem {
  path: string;
  label: string;
}

/** A page's title, description and keywords, as its content module gives them (the head is built in app/seo). */
export interface PageMetaCopy {
  /** Page title without the "| {hospital} Anantapur" suffix. */
  title: string;
  /** At most 155 characters. */
  description: string;
  keywords: string[];
}

/**
 * The short notice under a form's submit button (DPDP Act 2023): what the form collects, why and for how long, in
 * one or two sentences, followed by a link to the privacy policy in the page's language.
 */
export interface PrivacyNotice {
  text: string;
  /** The words of the link to the privacy policy. */
  linkLabel: string;
}

/** The words every request form shows, whatever it asks (the booking form and the contact form). */
export interface RequestFormWords {
  nameLabel: string;
  namePlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  submitLabel: string;
  sendingLabel: string;
  /** Under the submit button: what the form keeps, why, for how long; a link to the privacy policy. */
  privacyNotice: PrivacyNotice;
  successToast: { title: string; description: string };
}

/** A short titled note: a panel's or a card's heading and its one paragraph. */
export interface TitledText {
  title: string;
  text: string;
}

/** A section's heading and the sentence under it. */
export interface TitledIntro {
  title: string;
  intro: string;
}
