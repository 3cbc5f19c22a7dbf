import { RichText } from "~/components/sections/rich-text";
import type { Block } from "~/content/types";
import { ARTICLE_BODY_LIMIT } from "~/editor/site-content-schema";
import type { EditorArticleCategory } from "~/content/site-content";
import { staffControl, staffLabel } from "../staff/staff-shell";

/** The article form's fields of one language, and the preview of both (site-articles-page.tsx). */

export interface ArticleFormValues {
  slug: string;
  category: EditorArticleCategory;
  enTitle: string;
  teTitle: string;
  enExcerpt: string;
  teExcerpt: string;
  enBody: string;
  teBody: string;
  reviewer: string;
  reviewedOn: string;
  relatedServices: string[];
}

export function LanguageFields({ lang, values }: { lang: "en" | "te"; values: ArticleFormValues }) {
  const language = lang === "en" ? "English" : "Telugu";
  const field = (name: "Title" | "Excerpt" | "Body") => `${lang}${name}` as const;
  return (
    <fieldset lang={lang} className="grid content-start gap-3">
      <legend lang="en" className="text-lg font-bold">
        {lang === "en" ? "English" : "Telugu (తెలుగు)"}
      </legend>
      <div>
        <label lang="en" htmlFor={`article-${lang}-title`} className={staffLabel}>
          {language} title
        </label>
        <input
          id={`article-${lang}-title`}
          name={field("Title")}
          defaultValue={values[field("Title")]}
          className={staffControl}
        />
      </div>
      <div>
        <label lang="en" htmlFor={`article-${lang}-excerpt`} className={staffLabel}>
          {language} summary (the card&apos;s two sentences)
        </label>
        <textarea
          id={`article-${lang}-excerpt`}
          name={field("Excerpt")}
          defaultValue={values[field("Excerpt")]}
          rows={3}
          maxLength={300}
          className={`${staffControl} py-2`}
        />
      </div>
      <div>
        <label lang="en" htmlFor={`article-${lang}-body`} className={staffLabel}>
          {language} text
        </label>
        <textarea
          id={`article-${lang}-body`}
          name={field("Body")}
          defaultValue={values[field("Body")]}
          rows={16}
          maxLength={ARTICLE_BODY_LIMIT}
          className={`${staffControl} py-2 font-mono text-base`}
        />
      </div>
    </fieldset>
  );
}

/** Both languages of a Markdown text as its page will show it, before saving (articles and service texts). */
export function TwinPreview({
  preview,
}: {
  preview: { en: Block[]; te: Block[]; enTitle?: string; teTitle?: string };
}) {
  return (
    <section aria-labelledby="twin-preview-title" className="mt-8">
      <h2 id="twin-preview-title" className="text-2xl font-bold">
        Preview (not saved yet)
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {(["en", "te"] as const).map((lang) => {
          const title = lang === "en" ? preview.enTitle : preview.teTitle;
          return (
            <article
              key={lang}
              lang={lang}
              aria-label={`Preview in ${lang === "en" ? "English" : "Telugu"}`}
              className="rounded-xl border border-gray-300 bg-white p-4"
            >
              {title ? <h3 className="mb-4 text-3xl font-bold text-brand-900">{title}</h3> : null}
              <RichText blocks={preview[lang]} className="text-lg" />
            </article>
          );
        })}
      </div>
    </section>
  );
}
