import * as problemsEn from "~/content/form-problems";
import * as problemsTe from "~/content/te/form-problems";
import { site, telHref } from "~/content/site";
import { inBothLanguages } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { whatsappHrefIn } from "~/components/layout/navigation-words";
import type { FormReply } from "~/lib/form-reply";

interface FormProblemSummaryProps {
  reply: FormReply;
  /** Each field's label, by field name, in the form's order. */
  labels: Record<string, string>;
  /** The ids the form's fields carry, as `${idPrefix}-${name}`. */
  idPrefix: string;
}

/**
 * Above a form sent back by a page action (no JavaScript): what went wrong, a link to each field to correct,
 * and the phone number, so a patient is never stuck. Rendered on the server; no script needed.
 */
const problemWords = inBothLanguages<typeof problemsEn>(problemsEn, problemsTe);

export function FormProblemSummary({ reply, labels, idPrefix }: FormProblemSummaryProps) {
  const lang = useLang();
  const { formProblemReassurance, formProblemSummary } = problemWords(lang);
  const problems = Object.keys(labels).filter((name) => reply.errors[name]);
  const others = Object.entries(reply.errors).filter(([name, message]) => message && !(name in labels));
  return (
    <div
      role="alert"
      aria-labelledby="form-problem-title"
      className="mb-8 rounded-xl border-4 border-urgent-700 bg-white p-5 text-lg sm:p-6"
    >
      <h2 id="form-problem-title" className="text-xl font-bold">
        {formProblemSummary(reply, problems.length + others.length)}
      </h2>
      {problems.length + others.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {problems.map((name) => (
            <li key={name}>
              <a href={`#${idPrefix}-${name}`} className="font-bold text-urgent-700 underline underline-offset-4">
                {labels[name]}: {reply.errors[name]}
              </a>
            </li>
          ))}
          {others.map(([name, message]) => (
            <li key={name}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3">
        {formProblemReassurance.before}{" "}
        <a href={telHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {site.phone.display}
        </a>{" "}
        {formProblemReassurance.or}{" "}
        <a href={whatsappHrefIn(lang)} className="font-semibold text-brand-700 underline underline-offset-4">
          {formProblemReassurance.whatsapp}
        </a>
        .
      </p>
    </div>
  );
}
