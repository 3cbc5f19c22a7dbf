import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { ArticleSummary } from "~/content/articles";
import { articlePath } from "~/content/paths";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";

/** More reading below the article, left out when it names none. */
export function RelatedArticles({
  title,
  related,
  readMore,
}: {
  title: string;
  related: ArticleSummary[];
  readMore: string;
}) {
  const lang = useLang();
  if (related.length === 0) return null;
  return (
    <Section id="related-articles" tone="tint" title={title} className="print-hidden">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((summary) => (
          <li key={summary.slug}>
            {/* A light card (no picture): these are suggestions below an article already read. */}
            <a
              href={localizedPath(articlePath(summary.slug), lang)}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card hover:shadow-lg"
            >
              <h3 className="text-xl font-bold group-hover:text-brand-700">{summary.title}</h3>
              <p className="mt-2 flex-1 text-ink">{summary.excerpt}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                {readMore}
                <Icon name="arrow-right" className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
