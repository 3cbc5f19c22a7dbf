import { HeroImage } from "~/components/sections/hero-image";
import { MedicalReviewNote } from "~/components/sections/medical-review-note";
import { RichText } from "~/components/sections/rich-text";
import type { Article } from "~/content/articles";
import { site } from "~/content/site";
import { cityTe } from "~/content/te/place-words";
import { inBothLanguages } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import type { ArticleCopy } from "./article-copy";

/** The hospital's line at the foot of the printed article (the hospital's name stays in English letters). */
const printedContact = inBothLanguages<{ city: string; beforePhone: string }>(
  { city: site.city, beforePhone: ". Phone: " },
  { city: cityTe, beforePhone: ". ఫోన్: " },
);

/** The article itself: picture, text, the disclaimer, and on paper where to find it online. */
export function ArticleBody({ article, copy, url }: { article: Article; copy: ArticleCopy; url: string }) {
  const contact = printedContact(useLang());
  return (
    <div className="min-w-0">
      <HeroImage
        image={article.featuredImage}
        className="aspect-video w-full max-w-3xl rounded-2xl bg-brand-50 object-cover print:max-w-md"
      />
      <RichText blocks={article.content} className="mt-8 text-lg" />
      <MedicalReviewNote className="mt-8" review={article.review} />
      <p className="mt-10 max-w-[68ch] rounded-xl border border-gray-200 p-4 text-base text-muted">{copy.disclaimer}</p>
      <div className="print-only mt-8 border-t border-gray-400 pt-4 text-base">
        <p>
          {copy.printedFrom} {url}
        </p>
        <p>
          {site.name}, {contact.city}
          {contact.beforePhone}
          {site.phone.display}
        </p>
      </div>
    </div>
  );
}
