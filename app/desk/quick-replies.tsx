import { builtInQuickReplies, quickReplyText } from "~/desk/staff-replies";
import { whatsAppNumber } from "~/lib/phone-numbers";
import type { DeskRequest } from "./request-card";
import { staffContactButton } from "../staff/staff-shell";

/** A quick reply as a request's page offers it: the desk's own and the built-in ones, in both languages. */
export interface OfferedReply {
  title: string;
  en: string;
  te: string;
}

/**
 * Quick replies on a request's page: each opens WhatsApp with the reply in the patient's language, greeted by name
 * (a mobile only). Tapping one marks the request "… is messaging", as WhatsApp does.
 */
export function QuickReplies({ request, replies }: { request: DeskRequest; replies: readonly OfferedReply[] }) {
  const mobile = whatsAppNumber(request.phone);
  if (!mobile) return null;
  const language = request.lang === "te" ? "Telugu" : "English";
  const all = [...builtInQuickReplies(), ...replies];
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        Quick replies in {language}
      </summary>
      <ul className="flex flex-wrap gap-2" aria-label="Quick replies">
        {all.map((reply, index) => {
          const text = quickReplyText({
            lang: request.lang,
            name: request.name,
            text: reply[request.lang] || reply.en,
          });
          return (
            <li key={index}>
              <a
                href={`https://wa.me/${mobile}?text=${encodeURIComponent(text)}`}
                target="_blank"
                rel="noopener noreferrer"
                data-contact="whatsapp"
                data-contact-url={`/staff/requests/${request.id}/contact`}
                className={staffContactButton}
              >
                {reply.title}
                <span className="sr-only"> (WhatsApp, {language})</span>
              </a>
            </li>
          );
        })}
      </ul>
      <a href="/staff/replies" className="inline-flex min-h-11 items-center text-brand-800 underline">
        Add or change quick replies
      </a>
    </details>
  );
}
