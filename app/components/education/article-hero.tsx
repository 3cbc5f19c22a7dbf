import { Island } from "~/components/islands/island";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import type { Article } from "~/content/articles";
import type { ArticleCopy } from "./article-copy";
import ArticleTools from "./article-tools.island";
import { articlePath, PATIENT_EDUCATION_PATH } from "~/content/paths";

interface ArticleHeroProps {
  article: Article;
  copy: ArticleCopy;
  /** The name of the article list in the breadcrumb ('Patient Education' in English). */
  educationTitle: string;
  dateLabel: string;
  readingTime: string;
}

/** The article's h1 with its breadcrumb, byline and the share and print buttons (their words in the page's language). */
export function ArticleHero({ article, copy, educationTitle, dateLabel, readingTime }: ArticleHeroProps) {
  return (
    // Breadcrumb and buttons are for the screen, not the printout.
    <div className="print:[&_nav]:hidden">
      <PageHero
        title={article.title}
        breadcrumbs={[
          // English paths: the breadcrumb puts them in the page's language.
          { name: educationTitle, path: PATIENT_EDUCATION_PATH },
          { name: article.title, path: articlePath(article.slug) },
        ]}
      >
        <Byline article={article} copy={copy} dateLabel={dateLabel} readingTime={readingTime} />
        <Island
          name="article-tools"
          component={ArticleTools}
          props={{
            title: article.title,
            description: article.description,
            copy: {
              toolsLabel: copy.toolsLabel,
              share: copy.share,
              print: copy.print,
              shareToast: copy.shareToast,
            },
          }}
        />
      </PageHero>
    </div>
  );
}

/** Who wrote it, when, and how long it takes to read. */
function Byline({ article, copy, dateLabel, readingTime }: Omit<ArticleHeroProps, "educationTitle">) {
  return (
    <div className="mt-5 space-y-2 text-base text-ink">
      <p className="flex items-start gap-2">
        <Icon name="user" className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {copy.byline} <span className="font-semibold text-brand-900">{article.author}</span>
          <span className="block text-muted">{article.authorRole}</span>
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted">
        <span className="inline-flex items-center gap-2">
          <Icon name="calendar-days" className="size-5 text-brand-700" aria-hidden="true" />
          <time dateTime={article.date}>{dateLabel}</time>
        </span>
        <span className="inline-flex items-center gap-2">
          <Icon name="clock" className="size-5 text-brand-700" aria-hidden="true" />
          {readingTime}
        </span>
      </p>
    </div>
  );
}
