import { Icon } from "~/components/ui/icon";
import type { ArticleCopy } from "./article-copy";
import { articlePath, PATIENT_EDUCATION_PATH } from "~/content/paths";
import { useLang } from "~/i18n/use-lang";
import { localizedPath } from "~/i18n/lang";

/** The page for an unknown slug (answered with 404): the way back, and the articles that can be read now. */
export function ArticleNotFound({
  copy,
  readable,
}: {
  copy: ArticleCopy;
  readable: readonly { slug: string; title: string }[];
}) {
  const lang = useLang();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-24">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name="book-open" className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold sm:text-4xl">{copy.notFound.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.notFound.text}</p>
      <a
        href={localizedPath(PATIENT_EDUCATION_PATH, lang)}
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="arrow-left" className="size-5" aria-hidden="true" />
        {copy.notFound.backLabel}
      </a>
      <div className="mt-12 rounded-2xl border border-gray-200 bg-white p-6 text-left shadow-card">
        <h2 className="text-xl font-bold">{copy.notFound.suggestionsTitle}</h2>
        <ul className="mt-3 divide-y divide-gray-200">
          {readable.map((summary) => (
            <li key={summary.slug}>
              <a
                href={localizedPath(articlePath(summary.slug), lang)}
                className="flex min-h-12 items-center justify-between gap-4 py-3 font-semibold text-brand-700 hover:underline"
              >
                {summary.title}
                <Icon name="arrow-right" className="size-5 shrink-0" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
