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
