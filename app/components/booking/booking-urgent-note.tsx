import type { BookingUrgentLine } from "~/content/booking";
import { EMERGENCY_NUMBER } from "~/content/emergency-number";

// Lean on purpose: the note is on the home page, whose HTML has a budget (tests/build/budgets.test.ts).
const linkClass = "font-bold whitespace-nowrap text-urgent-700 underline underline-offset-4";

/** A whole sentence, with the words that call (`call`) as the link; if the words are not in it, after it. */
function SentenceWithCall({ text, call, href }: { text: string; call: string; href: string }) {
  const link = (
    <a href={href} className={linkClass}>
      {call}
    </a>
  );
  const at = text.indexOf(call);
  if (at < 0) {
    return (
      <>
        {text} {link}
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + call.length)}
    </>
  );
}

/**
 * The line directly above every booking form (issue 39; the one rule of docs/decisions/0027): sudden loss of sight
 * or a stroke sign means 108 now, a painful red eye, an injury or a chemical means today, each with its call link.
 * Part of the form's own component, so every placement (inline, dialog, bottom sheet, the booking page) shows it and
 * the server sends it in the HTML.
 */
export function BookingUrgentNote({ words, tel }: { words: BookingUrgentLine; tel: string }) {
  return (
    <div role="note" className="mb-5 rounded-lg border-l-4 border-urgent-700 bg-urgent-50 px-4 py-3">
      <p>
        <SentenceWithCall text={words.stroke.text} call={words.stroke.call} href={`tel:${EMERGENCY_NUMBER}`} />
      </p>
      <p className="mt-2">
        <SentenceWithCall text={words.today.text} call={words.today.call} href={tel} />
      </p>
    </div>
  );
}
