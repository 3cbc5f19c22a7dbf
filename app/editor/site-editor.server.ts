import { randomBytes } from "node:crypto";
import { editableDefaults } from "~/content/hospital/editable-defaults";
import { defaultHours } from "~/content/hospital/choices";
import { todayInIndia } from "~/lib/form-basics";
import { displayNumber } from "~/lib/phone-numbers";
import {
  ANSWER_WORDS,
  checkUpPriceWords,
  EMPTY_SITE_CONTENT,
  outOfDateTwin,
  type EditedFact,
  type EditedSession,
  type SiteContent,
  type TwinText,
} from "~/content/site-content";
import {
  checkUpPriceForm,
  doctorForm,
  emailForm,
  geoForm,
  insuranceForm,
  hoursForm,
  noticeForm,
  phoneForm,
  streetForm,
  whatsappForm,
} from "~/editor/site-content-schema";
import { parseStaffForm } from "~/staff/staff-forms";
import type { SiteChange } from "./site-editing.server";

/**
 * What the site editor's forms do to the content (routes/staff/site.tsx): each returns the whole content after the
 * change and a line saying what changed from what, for the version history. Nothing here writes; the route saves.
 */

export const sessionsLine = (sessions: readonly EditedSession[]) =>
  sessions.map((session) => `${session.opens}-${session.closes}`).join(", ");

/** The values the editor shows: the newest version's, else the repository's (samples until confirmed). */
export function currentValues(content: SiteContent) {
  const { facts } = content;
  const hours = facts.hours?.value ?? defaultHours.readings.visible;
  return {
    phone: facts.phone?.value ?? editableDefaults.phoneDisplay.value,
    whatsapp: facts.whatsapp ? facts.whatsapp.value : displayNumber(editableDefaults.whatsapp.value),
    email: facts.email?.value ?? editableDefaults.email.value,
    street: facts.street?.value ?? { en: editableDefaults.street.value, te: editableDefaults.streetTe.value },
    hours: { consultation: sessionsLine(hours.consultation), opticals: sessionsLine(hours.opticals) },
    geo: facts.geo?.value ?? editableDefaults.geo.value,
    doctorName: facts.doctorName?.value ?? editableDefaults.doctorName.value,
    registration: facts.registration?.value ?? editableDefaults.registration.value,
    checkUpPrice: facts.checkUpPrice?.value ?? null,
    insurance: facts.insurance?.value ?? null,
  };
}

export type EditIntent =
  | "phone"
  | "whatsapp"
  | "email"
  | "street"
  | "hours"
  | "geo"
  | "doctor"
  | "checkUpPrice"
  | "insurance"
  | "notice-add"
  | "notice-remove";

export function applyEdit(
  previous: SiteContent | undefined,
  intent: EditIntent,
  form: URLSearchParams,
  editor: string,
  now = new Date(),
): SiteChange {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const before = currentValues(content);
  const on = todayInIndia(now);
  const at = now.toISOString();
  const fact = <T>(value: T): EditedFact<T> => ({ value, by: editor, on });
  switch (intent) {
    case "phone": {
      const parsed = parseStaffForm(phoneForm, form);
      if (!parsed.ok) return parsed;
      const phone = displayNumber(parsed.data.phone);
      content.facts.phone = fact(phone);
      return { ok: true, content, summary: `Phone number: ${before.phone} → ${phone}` };
    }
    case "whatsapp": {
      const parsed = parseStaffForm(whatsappForm, form);
      if (!parsed.ok) return parsed;
      const whatsapp = displayNumber(parsed.data.whatsapp);
      content.facts.whatsapp = fact(whatsapp);
      return { ok: true, content, summary: `WhatsApp number: ${before.whatsapp} → ${whatsapp}` };
    }
    case "email": {
      const parsed = parseStaffForm(emailForm, form);
      if (!parsed.ok) return parsed;
      content.facts.email = fact(parsed.data.email);
      return { ok: true, content, summary: `E-mail address: ${before.email} → ${parsed.data.email}` };
    }
    case "street": {
      const parsed = parseStaffForm(streetForm, form);
      if (!parsed.ok) return parsed;
      const old = content.facts.street?.value;
      const text = twinAfter(old, parsed.data, at, before.street);
      content.facts.street = fact(text);
      return { ok: true, content, summary: `Street address: ${before.street.en} → ${text.en} (Telugu: ${text.te})` };
    }
    case "hours": {
      const parsed = parseStaffForm(hoursForm, form);
      if (!parsed.ok) return parsed;
      content.facts.hours = fact(parsed.data);
      const after = currentValues(content).hours;
      return {
        ok: true,
        content,
        summary: `Hours: consultations ${before.hours.consultation} → ${after.consultation}; optical shop ${before.hours.opticals} → ${after.opticals}`,
      };
    }
    case "geo": {
      const parsed = parseStaffForm(geoForm, form);
      if (!parsed.ok) return parsed;
      const { latitude, longitude } = parsed.data;
      content.facts.geo = fact({ latitude, longitude });
      return {
        ok: true,
        content,
        summary: `Map position: ${before.geo.latitude}, ${before.geo.longitude} → ${latitude}, ${longitude}`,
      };
    }
    case "doctor": {
      const parsed = parseStaffForm(doctorForm, form);
      if (!parsed.ok) return parsed;
      content.facts.doctorName = fact(parsed.data.doctorName);
      content.facts.registration = fact(parsed.data.registration);
      return {
        ok: true,
        content,
        summary: `Lead doctor: ${before.doctorName}, ${before.registration} → ${parsed.data.doctorName}, ${parsed.data.registration}`,
      };
    }
    case "checkUpPrice": {
      const parsed = parseStaffForm(checkUpPriceForm, form);
      if (!parsed.ok) return parsed;
      content.facts.checkUpPrice = fact(parsed.data);
      return { ok: true, content, summary: `Check-up price: ${checkUpPriceWords(parsed.data)}` };
    }
    case "insurance": {
      const parsed = parseStaffForm(insuranceForm, form);
      if (!parsed.ok) return parsed;
      content.facts.insurance = fact(parsed.data.insurance);
      return { ok: true, content, summary: `Insurance: ${ANSWER_WORDS.insurance[parsed.data.insurance]}` };
    }
    case "notice-add": {
      const parsed = parseStaffForm(noticeForm, form);
      if (!parsed.ok) return parsed;
      const { from, until, en, te } = parsed.data;
      if (until < on) return { ok: false, problem: "The last day has passed already: choose a day from today on." };
      if (content.notices.length >= 12)
        return { ok: false, problem: "Twelve notices at once is the most: remove one first." };
      content.notices.push({
        id: randomBytes(6).toString("base64url"),
        from,
        until,
        text: { en, te, enChanged: at, teChanged: at },
      });
      return { ok: true, content, summary: `Notice added for ${from} to ${until}: ${en}` };
    }
    case "notice-remove": {
      const id = form.get("id");
      const notice = content.notices.find((entry) => entry.id === id);
      if (!notice) return { ok: false, problem: "That notice is not there any more." };
      content.notices = content.notices.filter((entry) => entry !== notice);
      return { ok: true, content, summary: `Notice removed (${notice.from} to ${notice.until}): ${notice.text.en}` };
    }
  }
}

/**
 * A twin text after an edit. Each language's change time moves only when its text changed, so the one left as it
 * was shows as out of date; both move together when both changed, when the one that was out of date was brought
 * up to date, or when the editor ticked that both say the same ("sameMeaning").
 */
export function twinAfter(
  old: TwinText | undefined,
  sent: { en: string; te: string; sameMeaning?: "yes" | undefined },
  at: string,
  shown: { en: string; te: string },
): TwinText {
  const enEdited = sent.en !== shown.en;
  const teEdited = sent.te !== shown.te;
  const staleBefore = old ? outOfDateTwin(old) : null;
  const together =
    sent.sameMeaning === "yes" ||
    (enEdited && teEdited) ||
    (teEdited && staleBefore === "te") ||
    (enEdited && staleBefore === "en");
  if (together) return { en: sent.en, te: sent.te, enChanged: at, teChanged: at };
  // The repository's texts count as written together, long ago.
  return {
    en: sent.en,
    te: sent.te,
    enChanged: enEdited ? at : (old?.enChanged ?? ""),
    teChanged: teEdited ? at : (old?.teChanged ?? ""),
  };
}
