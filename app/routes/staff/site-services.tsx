import { data, redirect } from "react-router";
import { SiteServicesPage } from "~/editor/site-services-page";
import { site } from "~/content/site";
import { articleSummaries, repositoryArticleSlugs } from "~/content/articles";
import { servicesIn } from "~/content/services/by-language";
import { editorPageStart, saveSiteChange } from "~/editor/site-editing.server";
import {
  applyServiceTextEdit,
  isTextKind,
  readServiceTextForm,
  serviceTextValues,
  TEXT_KINDS,
  type TextKind,
} from "~/editor/site-service-texts.server";
import { requireAccount, staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-services";

const PATH = "/staff/site/services";

/**
 * /staff/site/services: editors change the body of a service page or of one of the site's own eight articles, in
 * English and Telugu (Markdown, previewed as the page will show it), or go back to the repository's; saved as
 * versions and published like every other change (issue 28, decision 0038).
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, url, page } = await editorPageStart(request, context);
  // A service page (?service=…) or one of the site's own articles (?article=…).
  const kind: TextKind = url.searchParams.has("article") ? "article" : "service";
  const chosen = url.searchParams.get(kind);
  const services = servicesIn("en").services.map(({ slug, title }) => ({
    slug,
    title,
    edited: Boolean(content.serviceTexts?.[slug]),
  }));
  return {
    ...page,
    services,
    articles: repositoryArticleSlugs.map((slug) => ({
      slug,
      title: articleSummaries.find((summary) => summary.slug === slug)?.title ?? slug,
      edited: Boolean(content.articleTexts?.[slug]),
    })),
    chosen:
      chosen && TEXT_KINDS[kind].slugs.includes(chosen)
        ? { kind, slug: chosen, ...serviceTextValues(content, chosen, kind) }
        : null,
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  // Editors only, the preview too.
  requireAccount(args.visit, PATH, "editor");
  const intent = args.form.get("intent");
  const kindField = args.form.get("kind");
  const kind: TextKind = isTextKind(kindField) ? kindField : "service";
  const typed = { en: args.form.get("en") ?? "", te: args.form.get("te") ?? "" };
  if (intent === "service-text-preview") {
    const read = readServiceTextForm(args.form, kind);
    if (!read.ok) return data({ problem: read.problem, typed, preview: null }, 400);
    return { problem: null, typed, preview: read.blocks };
  }
  if (intent !== "service-text-save" && intent !== "service-text-reset") {
    return data({ problem: "That form could not be read. Reload the page.", typed: null, preview: null }, 400);
  }
  const told = await saveSiteChange(args, PATH, (latest, editor) =>
    applyServiceTextEdit(latest, intent, args.form, editor, new Date(), kind),
  );
  if (told) return data({ problem: told.message, typed, preview: null }, told.status);
  const service = encodeURIComponent(args.form.get("service") ?? "");
  return redirect(`${PATH}?${kind}=${service}&saved=${intent === "service-text-reset" ? "reset" : "saved"}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Texts of service pages and articles | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteServices({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteServicesPage
      {...loaderData}
      // What the address says was saved is old news once this answer to a post is on the page.
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
      typed={actionData?.typed ?? null}
      preview={actionData?.preview ?? null}
    />
  );
}
