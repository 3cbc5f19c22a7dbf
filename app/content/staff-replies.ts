import type { Lang } from "~/i18n/lang";
import type { RequestKind } from "~/lib/form-reply";
import { site } from "./site";

/**
 * The WhatsApp message the front desk sends when it cannot reach someone by phone, prefilled by the staff inbox,
 * in the language of the page the request came from. It only says the request arrived and asks for a good time to
 * call back: no dates, no prices, nothing about the person's eyes.
 */
export function whatsAppReply(request: { lang: Lang; kind: RequestKind; name: string }): string {
  const name = request.name.trim();
  if (request.lang === "te") {
    const received = request.kind === "appointment" ? "మీ అపాయింట్‌మెంట్ అభ్యర్థన మాకు అందింది." : "మీ సందేశం మాకు అందింది.";
    return `నమస్కారం ${name} గారు, ${site.name} నుండి మెసేజ్ చేస్తున్నాం. ${received} మీకు ఫోన్ చేశాం, కానీ మాట్లాడడం కుదరలేదు. మీకు ఏ సమయంలో కాల్ చేస్తే వీలుగా ఉంటుందో చెప్పండి, లేదా ఇక్కడే జవాబు పంపండి. ధన్యవాదాలు.`;
  }
  const received = request.kind === "appointment" ? "your appointment request" : "your message";
  return `Hello ${name}, this is ${site.name}. We received ${received} and tried to call you, but could not reach you. When would be a good time to call you back? You can also reply here. Thank you.`;
}

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

/** The booking, sent on WhatsApp once it is made: the day, the session and its hours, what to bring. */
export function bookingConfirmation({ lang, name, visit }: VisitText): string {
  const who = name.trim();
  const { session } = visit;
  if (lang === "te") {
    return `నమస్కారం ${who} గారు, ${site.name} నుండి మెసేజ్ చేస్తున్నాం. మీ అపాయింట్‌మెంట్ ${patientDay(visit.day, "te")} ${session.te.label} (${session.te.hours}) బుక్ అయింది. వచ్చేటప్పుడు మీ కళ్ళద్దాలు, మీరు వాడుతున్న మందులు లేదా చుక్కల మందు తీసుకురండి. రాలేకపోతే ఇక్కడే మెసేజ్ చేయండి. ధన్యవాదాలు.`;
  }
  return `Hello ${who}, this is ${site.name}. Your appointment is booked for ${patientDay(visit.day, "en")}, ${session.label.toLowerCase()} (${session.hours}). Please bring your glasses and any medicines or eye drops you use. If you cannot come, reply here. Thank you.`;
}

/** The day-before reminder, sent from the next visit day's list. */
export function visitReminder({ lang, name, visit }: VisitText): string {
  const who = name.trim();
  const { session } = visit;
  if (lang === "te") {
    return `నమస్కారం ${who} గారు, ${site.name} నుండి గుర్తు చేస్తున్నాం: మీ అపాయింట్‌మెంట్ ${patientDay(visit.day, "te")} ${session.te.label} (${session.te.hours}) ఉంది. కంటిపాప పెద్దది చేసే చుక్కలు వేస్తే కొన్ని గంటలు చూపు మసకగా ఉంటుంది, కాబట్టి వీలైతే ఎవరినైనా తోడు తీసుకురండి. రాలేకపోతే ఇక్కడే మెసేజ్ చేయండి. ధన్యవాదాలు.`;
  }
  return `Hello ${who}, a reminder from ${site.name}: your appointment is on ${patientDay(visit.day, "en")}, ${session.label.toLowerCase()} (${session.hours}). If drops are used to widen your pupils, your sight may be blurred for a few hours, so bring someone with you if you can. If you cannot come, reply here. Thank you.`;
}
