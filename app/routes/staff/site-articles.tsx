import { data, redirect } from "react-router";
import { SiteArticlesPage, type ArticleFormValues } from "~/editor/site-articles-page";
import { site } from "~/content/site";
import { servicesIn } from "~/content/services/by-language";
import { todayInIndia } from "~/lib/form-basics";
import { outOfDateTwin, type EditorArticle } from "~/content/site-content";
import { applyArticleEdit, readArticleForm } from "~/editor/site-articles.server";
import { editorPageStart, saveSiteChange } from "~/editor/site-editing.server";
import { requireAccount, staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-articles";

const PATH = "/staff/site/articles";

const EMPTY_FORM = (today: string): ArticleFormValues => ({
  slug: "",
  category: "eye-health",
  enTitle: "",
  teTitle: "",
  enExcerpt: "",
  teExcerpt: "",
  enBody: "",
  teBody: "",
  reviewer: "",
  reviewedOn: today,
  relatedServices: [],
});

const formValuesOf = (article: EditorArticle): ArticleFormValues => ({
  slug: article.slug,
  category: article.category,
  enTitle: article.en.title,
  teTitle: article.te.title,
  enExcerpt: article.en.excerpt,
  teExcerpt: article.te.excerpt,
  enBody: article.en.body,
  teBody: article.te.body,
  reviewer: article.reviewer,
  reviewedOn: article.reviewedOn,
  relatedServices: article.relatedServices,
});

/** What was typed, to show again with a refusal or a preview. */
const typedValues = (form: URLSearchParams): ArticleFormValues =>
  ({
    ...Object.fromEntries(
      (
        [
          "slug",
          "category",
          "enTitle",
          "teTitle",
          "enExcerpt",
          "teExcerpt",
          "enBody",
          "teBody",
          "reviewer",
          "reviewedOn",
        ] as const
      ).map((name) => [name, form.get(name) ?? ""]),
    ),
    relatedServices: form.getAll("relatedServices"),
  }) as ArticleFormValues;

/**
 * /staff/site/articles: editors write patient-education articles in English and Telugu (Markdown, previewed as the
 * page will show it), with the doctor who reviewed them and when; saved as versions and published like every other
 * change (issue 28, decision 0038).
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, url, page } = await editorPageStart(request, context);
  const editing = (content.articles ?? []).find((article) => article.slug === url.searchParams.get("edit"));
  return {
    ...page,
    today: todayInIndia(),
    services: servicesIn("en").services.map(({ slug, title }) => ({ slug, title })),
    articles: (content.articles ?? []).map((article) => ({
      slug: article.slug,
      enTitle: article.en.title,
      teTitle: article.te.title,
      reviewer: article.reviewer,
      reviewedOn: article.reviewedOn,
      outOfDate: outOfDateTwin({ en: "", te: "", enChanged: article.enChanged, teChanged: article.teChanged }),
    })),
    editing: editing ? editing.slug : null,
    values: editing ? formValuesOf(editing) : EMPTY_FORM(todayInIndia()),
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  // Editors only, the preview too.
  requireAccount(args.visit, PATH, "editor");
  const intent = args.form.get("intent");
  if (intent === "article-preview") {
    const read = readArticleForm(args.form);
    const values = typedValues(args.form);
    if (!read.ok) return data({ problem: read.problem, values, preview: null }, 400);
    return {
      problem: null,
      values,
      preview: { enTitle: read.fields.enTitle, teTitle: read.fields.teTitle, en: read.en, te: read.te },
    };
  }
  if (intent !== "article-save" && intent !== "article-remove") {
    return data({ problem: "That form could not be read. Reload the page.", values: null, preview: null }, 400);
  }
  const told = await saveSiteChange(args, PATH, (latest, editor) =>
    applyArticleEdit(latest, intent, args.form, editor),
  );
  if (told) return data({ problem: told.message, values: typedValues(args.form), preview: null }, told.status);
  const slug = args.form.get("editing") || args.form.get("slug") || "";
  return redirect(
    intent === "article-remove" ? `${PATH}?saved=removed` : `${PATH}?saved=${encodeURIComponent(slug)}`,
    303,
  );
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Articles for patients | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteArticles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteArticlesPage
      {...loaderData}
      // What the address says was saved is old news once this answer to a post is on the page.
      saved={actionData ? null : loaderData.saved}
      values={actionData?.values ?? loaderData.values}
      problem={actionData?.problem ?? null}
      preview={actionData?.preview ?? null}
    />
  );
}
