import { data, redirect } from "react-router";
import { SiteTextsPage } from "~/editor/site-texts-page";
import { editablePages } from "~/editor/editable-page-texts";
import { hasOpticalShop } from "~/content/optical-shop";
import { PAGE_TEXT_FACTS } from "~/content/page-texts";
import { site } from "~/content/site";
import { editorPageStart, saveSiteChange } from "~/editor/site-editing.server";
import { applyPageTextEdit, pageTextBlockForm } from "~/editor/site-page-texts.server";
import { staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-texts";

const PATH = "/staff/site/texts";

/** The pages an editor may change the words of: a hospital without an optical shop has no shop page. */
const pagesShown = () => editablePages.filter((page) => page.slug !== "opticals" || hasOpticalShop);

/**
 * /staff/site/texts: editors change the words of every page (its title and description, its top, its cards and
 * headings), a page at a time, English beside Telugu (issue 40, item 1; decision 0067). Saved as versions and
 * published like every other change.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, url, page } = await editorPageStart(request, context);
  const pages = pagesShown();
  const chosen = pages.find((entry) => entry.slug === url.searchParams.get("page")) ?? null;
  return {
    ...page,
    factNames: Object.keys(PAGE_TEXT_FACTS.en),
    pages: pages.map(({ slug, label }) => ({
      slug,
      label,
      edited: editablePages
        .find((entry) => entry.slug === slug)!
        .blocks.some((block) => content.texts?.[block.key] || content.texts?.[`telugu.${block.key}`]),
    })),
    chosen: chosen
      ? {
          slug: chosen.slug,
          label: chosen.label,
          path: chosen.path,
          blocks: chosen.blocks.map((block) => ({
            en: pageTextBlockForm(content, block, "en"),
            te: pageTextBlockForm(content, block, "te"),
          })),
        }
      : null,
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const key = args.form.get("key") ?? "";
  const told = await saveSiteChange(args, PATH, (latest, editor) => applyPageTextEdit(latest, args.form, editor));
  if (told) {
    // What was typed comes back in the fields, with the reason it was refused.
    const typed = Object.fromEntries([...args.form].filter(([name]) => name.startsWith("w.")));
    return data({ problem: { form: key, message: told.message }, typed }, told.status);
  }
  const pageSlug = args.form.get("page") ?? "";
  return redirect(
    `${PATH}?page=${encodeURIComponent(pageSlug)}&saved=${encodeURIComponent(key)}#${encodeURIComponent(key)}`,
    303,
  );
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Words on the pages | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteTexts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteTextsPage
      {...loaderData}
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
      typed={actionData?.typed ?? null}
    />
  );
}
