import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/content/site";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import type { ArticleCopy } from "./article-copy";
import { HeadedBox } from "~/components/sections/headed-box";

/** Beside the article (sticky on wide screens): book, write or call about your own eyes. */
export function ArticleAskUs({ slug, copy }: { slug: string; copy: ArticleCopy }) {
  const lang = useLang();
  return (
    <HeadedBox
      headingId="article-cta-heading"
      title={copy.cta.title}
      className="print-hidden h-fit rounded-2xl border border-brand-100 bg-brand-50 p-6 lg:sticky lg:top-32"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-2 text-ink">{copy.cta.text}</p>
      <div className="mt-5 flex flex-col gap-3">
        <BookingButton label={copy.cta.bookLabel} source={`article: ${slug}`} />
        <a href={localizedPath("/contact", lang)} className={buttonStyles.secondary}>
          {copy.cta.contactLabel}
        </a>
        <a
          href={telHref}
          className="inline-flex min-h-12 items-center justify-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <Icon name="phone" className="size-5" aria-hidden="true" />
          {copy.cta.callLabel}
        </a>
      </div>
    </HeadedBox>
  );
}
