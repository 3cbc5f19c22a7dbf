import type { Lang } from "~/i18n/lang";
import { oneLineName } from "~/lib/form-basics";
import type { RequestKind } from "~/lib/form-reply";
import { directionsHref, fullAddress, site } from "../content/site";
import { deskSessions } from "./desk-sessions";
import { fullAddressTe } from "../content/te/hospital-words";
import { closedDaysEn, closedDaysTe, openDaysInSentenceEn, openDaysTe } from "../content/hospital/open-days";

/** The most of a name a message carries. */
const MESSAGE_NAME_LETTERS = 60;

/**
 * A name as the hospital's own message may carry it: one line, and only words a name is made of. A word with a
 * digit, a colon, a slash, '@', '?', '=' or '&' is dropped, so a "name" such as `URGENT: pay Rs 500 at upi://pay?…`
 * puts no link, payment address or amount into a message the patient reads as the hospital's. Names stored before
 * the booking form checked them are cleaned here too.
 */
export function messageName(raw: string): string {
  const words = oneLineName(raw)
    .split(" ")
    .filter((word) => !/[\d:/@?=&\\]/.test(word) && !/^www\./i.test(word))
    // Telugu's joiners (U+200C, U+200D) are kept: they are part of how a name is spelled.
    .map((word) => word.replace(/[^\p{L}\p{M}.'\u2019-]/gu, (sign) => (/^[\u200c\u200d]$/u.test(sign) ? sign : "")))
    .filter((word) => /[\p{L}]/u.test(word));
  let name = "";
  for (const word of words) {
    const longer = name ? `${name} ${word}` : word;
    if (longer.length > MESSAGE_NAME_LETTERS) break;
    name = longer;
  }
  return name;
}

/**
 * The WhatsApp message the front desk opens for a request that is not booked yet, prefilled by the staff inbox, in
 * the language of the page the request came from: after a call nobody answered, "we tried to call you"; to a new
 * appointment request, which day suits; to a message, the start of the answer, which the desk finishes in WhatsApp.
 * No dates, no prices, nothing about the person's eyes.
 */
export function whatsAppReply(request: { lang: Lang; kind: RequestKind; name: string; status?: string }): string {
  const name = messageName(request.name);
  const triedToCall = request.status === "no_answer";
  if (request.lang === "te") {
    const start = `${teluguGreeting(name)}, ${site.name} నుండి మెసేజ్ చేస్తున్నాం.`;
    if (request.kind === "contact") return `${start} మీ సందేశం మాకు అందింది, పంపినందుకు ధన్యవాదాలు. మీ ప్రశ్నకు మా జవాబు ఇదిగో: `;
    if (triedToCall) {
      return `${start} అపాయింట్‌మెంట్ కోసం మీ వివరాలు మాకు అందాయి. మీకు ఫోన్ చేశాం, కానీ మాట్లాడడం కుదరలేదు. మీకు ఏ సమయంలో కాల్ చేస్తే వీలుగా ఉంటుందో చెప్పండి, లేదా ఇక్కడే జవాబు పంపండి. ధన్యవాదాలు.`;
    }
    return `${start} అపాయింట్‌మెంట్ కోసం మీ వివరాలు మాకు అందాయి. మీకు ఏ రోజు, ఉదయమా సాయంత్రమా వీలుగా ఉంటుందో ఇక్కడే జవాబు పంపండి. ధన్యవాదాలు.`;
  }
  const start = `${englishGreeting(name)}, this is ${site.name}.`;
  if (request.kind === "contact") return `${start} Thank you for your message. Our answer: `;
  if (triedToCall) {
    return `${start} We received your appointment request and tried to call you, but could not reach you. When would be a good time to call you back? You can also reply here. Thank you.`;
  }
  return `${start} We received your appointment request. Which day suits you, and morning or evening? Reply here and we will book it. Thank you.`;
}

/** "Hello Ravi", or "Hello" when nothing of the name could go into a message. */
const englishGreeting = (name: string) => (name ? `Hello ${name}` : "Hello");
/** "నమస్కారం రవి గారు", or "నమస్కారం" alone. */
const teluguGreeting = (name: string) => (name ? `నమస్కారం ${name} గారు` : "నమస్కారం");

/** "Friday, 27 November" / "27 నవంబర్, శుక్రవారం": a visit's day as the patient's message writes it. */
export function patientDay(day: string, lang: Lang): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(lang === "te" ? "te-IN" : "en-IN", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  });
}

interface VisitText {
  lang: Lang;
  name: string;
  visit: { day: string; session: { label: string; hours: string; te: { label: string; hours: string } } };
}

/** "27 నవంబర్, శుక్రవారం, ఉదయం 10:00 – మధ్యాహ్నం 2:00 మధ్యలో": the hours say the part of the day once. */
const visitTimeTe = ({ day, session }: VisitText["visit"]) =>
  `${patientDay(day, "te")}, ${session.te.hours ? `${session.te.hours} మధ్యలో` : session.te.label}`;

/** The booking, sent on WhatsApp once it is made: the day, the session and its hours, the address and the way there, what to bring. */
export function bookingConfirmation({ lang, name, visit }: VisitText): string {
  const who = messageName(name);
  const { session } = visit;
  if (lang === "te") {
    return `${teluguGreeting(who)}, ${site.name} నుండి మెసేజ్ చేస్తున్నాం. మీ అపాయింట్‌మెంట్ ${visitTimeTe(visit)} బుక్ అయింది. చిరునామా: ${fullAddressTe}. దారి: ${directionsHref} . వచ్చేటప్పుడు మీ కళ్ళద్దాలు, మీరు వాడుతున్న మాత్రలు, కంటి చుక్కలు తీసుకురండి. రాలేకపోతే ఇక్కడే మెసేజ్ చేయండి. ధన్యవాదాలు.`;
  }
  return `${englishGreeting(who)}, this is ${site.name}. Your appointment is booked for ${patientDay(visit.day, "en")}, ${session.label.toLowerCase()} (${session.hours}), at ${fullAddress}. Directions: ${directionsHref} . Please bring your glasses and any medicines or eye drops you use. If you cannot come, reply here. Thank you.`;
}

/** The day-before reminder, sent from the next visit day's list. */
export function visitReminder({ lang, name, visit }: VisitText): string {
  const who = messageName(name);
  const { session } = visit;
  if (lang === "te") {
    return `${teluguGreeting(who)}, ${site.name} నుండి గుర్తు చేస్తున్నాం: మీ అపాయింట్‌మెంట్ ${visitTimeTe(visit)} ఉంది. కంటిపాప పెద్దది చేసే చుక్కలు వేస్తే కొన్ని గంటలు చూపు మసకగా ఉంటుంది, కాబట్టి వీలైతే ఎవరినైనా తోడు తీసుకురండి. రాలేకపోతే ఇక్కడే మెసేజ్ చేయండి. ధన్యవాదాలు.`;
  }
  return `${englishGreeting(who)}, a reminder from ${site.name}: your appointment is on ${patientDay(visit.day, "en")}, ${session.label.toLowerCase()} (${session.hours}). If drops are used to widen your pupils, your sight may be blurred for a few hours, so bring someone with you if you can. If you cannot come, reply here. Thank you.`;
}

/**
 * The quick replies every desk has, written from the hospital's facts (address, map, consultation sessions), so they
 * stay true when an editor changes them; the desk adds its own at /staff/replies.
 */
export function builtInQuickReplies(): { title: string; en: string; te: string }[] {
  return [
    {
      title: "How to reach us",
      en: `Our address: ${fullAddress}. Directions: ${directionsHref} .`,
      te: `మా చిరునామా: ${fullAddressTe}. దారి: ${directionsHref} .`,
    },
    {
      title: "Consultation hours",
      en: `We see patients ${openDaysInSentenceEn}, ${deskSessions.map((s) => `${s.label.toLowerCase()} ${s.hours}`).join(" and ")}.${closedDaysEn ? ` ${closedDaysEn} is our holiday.` : ""}`,
      te: `${openDaysTe} ${deskSessions.map((s) => s.te.hours || s.te.label).join(", ")} రోగులను చూస్తాం.${closedDaysTe ? ` ${closedDaysTe} సెలవు.` : ""}`,
    },
  ];
}

/** A quick reply as the patient reads it: the greeting and the hospital's name, then the desk's words. */
export function quickReplyText({ lang, name, text }: { lang: Lang; name: string; text: string }): string {
  const who = messageName(name);
  return lang === "te"
    ? `${teluguGreeting(who)}, ${site.name} నుండి మెసేజ్ చేస్తున్నాం. ${text}`
    : `${englishGreeting(who)}, this is ${site.name}. ${text}`;
}
