import { choice, plain, type ChoiceSpec } from "./fact";
import { editedSource, publishedFacts } from "./published";
import type { EditedFact } from "../site-content";

/**
 * The three contradictions the specification keeps (README, "Deliberate inconsistencies"), each a choice the
 * hospital must make before launch. The default build shows both readings, each where the specification puts it;
 * `npm run launch-check` lists each as "choose one" with the pages each reading shows on; `LAUNCH=1 npm run build`
 * refuses while one is open. To settle one, pass the pick: `choice({...}, { reading: "visible", source: "…" })`;
 * every page, the structured data and the Telugu pages then read that answer.
 */

/** One opening session, 24-hour "HH:MM". */
export interface Session {
  opens: string;
  closes: string;
}

export interface OpeningHours {
  /** The hospital's consultations (and its structured data). */
  consultation: readonly Session[];
  /** The optical shop. */
  opticals: readonly Session[];
}

/**
 * (a) Hours. "visible": consultations 10:00 AM – 2:00 PM and 6:00 PM – 8:00 PM, the shop 10:00 AM – 8:00 PM (the
 * header, footer, contact, home and opticals pages). "structuredData": 09:00–18:00 (the structured data search
 * engines show, and the opticals page's store-timings note).
 */
type HoursReading = "visible" | "structuredData";

export const defaultHours: ChoiceSpec<HoursReading, OpeningHours> = {
  readings: {
    visible: {
      consultation: [
        { opens: "10:00", closes: "14:00" },
        { opens: "18:00", closes: "20:00" },
      ],
      opticals: [{ opens: "10:00", closes: "20:00" }],
    },
    structuredData: {
      consultation: [{ opens: "09:00", closes: "18:00" }],
      opticals: [{ opens: "09:00", closes: "18:00" }],
    },
  },
  question:
    "the opening hours: 10:00 AM – 2:00 PM and 6:00 PM – 8:00 PM (shop 10:00 AM – 8:00 PM), as the pages say, or 09:00–18:00, as the structured data (what search engines show) and the store-timings note say",
  shownAs: {
    visible: ["10:00 AM – 2:00 PM", "ఉదయం 10:00 – మధ్యాహ్నం 2:00"],
    structuredData: ['"opens":"09:00"', "from 09:00 to 18:00", "ఉదయం 9:00 నుండి సాయంత్రం 6:00"],
  },
};

/** The reading an editor chose in the site editor (decision 0036), as `choice` takes a pick. */
function pickOf<K extends string>(answer: EditedFact<K> | undefined) {
  return answer ? { reading: answer.value, source: editedSource(answer) } : undefined;
}

/** Hours an editor set (decision 0036) answer the choice: every place, both readings, shows them. */
const editedHours = publishedFacts.hours;
export const hoursChoice = editedHours
  ? choice<HoursReading, OpeningHours>(
      { ...defaultHours, readings: { visible: editedHours.value, structuredData: editedHours.value } },
      { reading: "visible", source: editedSource(editedHours) },
    )
  : choice<HoursReading, OpeningHours>(defaultHours);

/**
 * (b) The eye check-up's starting price in rupees. "main": ₹500 (most places); "short": ₹300 (the home page's short
 * note and the eye-examinations page's search description).
 */
const checkUpPriceQuestion =
  "the eye check-up's starting price: ₹500 (most pages) or ₹300 (a short note and some metadata)";
const editedCheckUpPrice = publishedFacts.checkUpPrice;
/** A price of the hospital's own (another hospital's ₹250, issue 40) answers the choice: every place states it. */
const ownCheckUpPrice = typeof editedCheckUpPrice?.value === "number" ? editedCheckUpPrice.value : null;
export const checkUpPriceChoice =
  ownCheckUpPrice !== null && editedCheckUpPrice
    ? choice<"main" | "short", number>(
        {
          readings: { main: ownCheckUpPrice, short: ownCheckUpPrice },
          question: checkUpPriceQuestion,
          shownAs: { main: [`₹${ownCheckUpPrice}`], short: [`₹${ownCheckUpPrice}`] },
        },
        { reading: "main", source: editedSource(editedCheckUpPrice) },
      )
    : choice<"main" | "short", number>(
        {
          readings: { main: 500, short: 300 },
          question: checkUpPriceQuestion,
          shownAs: { main: ["₹500"], short: ["₹300"] },
        },
        pickOf(editedCheckUpPrice as EditedFact<"main" | "short"> | undefined),
      );

/**
 * (c) Insurance. "noDirectTieUps": no direct insurer tie-ups; staff help with reimbursement paperwork (home FAQ,
 * contact note). "plansAccepted": several plans accepted (about, services, a contact FAQ). Each place words its
 * reading; once settled, each place shows its wording of the chosen answer.
 */
export const insuranceChoice = choice(
  {
    readings: { noDirectTieUps: "noDirectTieUps", plansAccepted: "plansAccepted" },
    question:
      "insurance: no direct insurer tie-ups (patients pay and staff help them claim reimbursement), or several insurance plans accepted",
    shownAs: {
      noDirectTieUps: ["no direct tie-ups with insurance companies", "నేరుగా ఒప్పందాలు లేవు"],
      plansAccepted: [
        "several insurance plans",
        "several health insurance plans",
        "ఇన్సూరెన్స్ ప్లాన్‌లు మా దగ్గర చెల్లుతాయి",
        "ఇన్సూరెన్స్ ప్లాన్లను అంగీకరిస్తాం",
        "ఇన్సూరెన్స్ ప్లాన్లు తీసుకుంటాం",
      ],
    },
  },
  pickOf(publishedFacts.insurance),
);

export type InsuranceAnswer = keyof typeof insuranceChoice.readings;

/** What each place reads: its own reading while a choice is open, the chosen one once settled. */
export const hoursAt = plain(hoursChoice);
export const checkUpPriceAt = plain(checkUpPriceChoice);
export const insuranceAt = plain(insuranceChoice);

/** The wording of the answer a place states: `inWordsOf(insuranceAt.plansAccepted, { … })`. */
export function wordingFor<K extends string, T>(answer: K, wordings: Record<K, T>): T {
  return wordings[answer];
}

/** "10:00" → "10:00 AM", "14:00" → "2:00 PM" (as the specification writes the visible hours). */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "10:00 AM – 2:00 PM". */
export const sessionText = ({ opens, closes }: Session) => `${clockTime(opens)} – ${clockTime(closes)}`;

/** "ఉదయం 10:00", "మధ్యాహ్నం 2:00", "సాయంత్రం 6:00", "రాత్రి 8:00": the time with the part of the day, as Telugu says it. */
export function clockTimeTe(time: string, short = false): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const part = hours < 12 ? "ఉదయం" : hours < 16 ? "మధ్యాహ్నం" : hours < 19 ? "సాయంత్రం" : "రాత్రి";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return short && minutes === 0 ? `${part} ${twelve}` : `${part} ${twelve}:${String(minutes).padStart(2, "0")}`;
}

/** "ఉదయం 10:00 – మధ్యాహ్నం 2:00"; short: "ఉదయం 10 – మధ్యాహ్నం 2". */
export const sessionTextTe = ({ opens, closes }: Session, short = false) =>
  `${clockTimeTe(opens, short)} – ${clockTimeTe(closes, short)}`;
