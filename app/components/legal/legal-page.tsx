import { PageHero } from "~/components/sections/page-hero";
import type { LegalPage } from "~/content/legal";
import { LANGUAGE_INFO } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { formatIsoDate } from "~/lib/dates";

export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface LegalPageViewProps {
  page: LegalPage;
  path: string;
  labels: { updated: string; contents: string };
  /**
   * Each section's id, in order: the English headings' (sectionId), on the Telugu page too, whose headings give
   * none. Without it, the ids come from the page's own headings.
   */
  sectionIds?: readonly string[];
}

/** A privacy or terms page: h1 and date, a short contents list, then one h2 per section in a readable column. */
export function LegalPageView({ page, path, labels, sectionIds }: LegalPageViewProps) {
  const locale = LANGUAGE_INFO[useLang()].intlLocale;
  const idOf = (index: number) =>
    sectionIds?.[index] || sectionId(page.sections[index]?.heading ?? "") || `section-${index + 1}`;
  return (
    <>
      <PageHero
        title={page.title}
        breadcrumbs={[{ name: page.title, path }]}
        intro={<p className="max-w-[65ch]">{page.intro}</p>}
      >
        <p className="mt-4 text-base text-muted">
          {labels.updated}: <time dateTime={page.updated}>{formatIsoDate(page.updated, locale)}</time>
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,68ch)_18rem] lg:justify-between">
        {/* Contents first on phones; a sticky side list on wide screens. */}
        <nav
          aria-label={labels.contents}
          className="self-start rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-32 lg:order-2"
        >
          <p className="font-bold text-brand-900">{labels.contents}</p>
          <ol className="mt-2 list-decimal pl-6">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${idOf(index)}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 hover:text-brand-900 lg:min-h-9"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="prose-content text-lg break-words [&>section:first-child>h2]:mt-0!">
          {page.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={idOf(index)}>
              <h2 id={idOf(index)}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
