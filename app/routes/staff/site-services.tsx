import { data, redirect } from "react-router";
import { SiteServicesPage } from "~/components/staff/site-services-page";
import { site } from "~/content/site";
import { servicesIn } from "~/content/services/by-language";
import { editorPageStart, siteEditing } from "~/server/site-editing.server";
import {
  applyServiceTextEdit,
  isServiceSlug,
  readServiceTextForm,
  serviceTextValues,
} from "~/server/site-service-texts.server";
import { requireAccount, staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/server/staff.server";
import type { Route } from "./+types/site-services";

const PATH = "/staff/site/services";

/**
 * /staff/site/services: editors change a service page's body in English and Telugu (Markdown, previewed as the page
 * will show it), or go back to the repository's; saved as versions and published like every other change (issue
 * 28, decision 0038).
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, url, page } = await editorPageStart(request, context);
  const chosen = url.searchParams.get("service");
  const services = servicesIn("en").services.map(({ slug, title }) => ({
    slug,
    title,
    edited: Boolean(content.serviceTexts?.[slug]),
  }));
  return {
    ...page,
    services,
    chosen: isServiceSlug(chosen) ? { slug: chosen, ...serviceTextValues(content, chosen) } : null,
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, PATH, "editor");
  const { store } = siteEditing(args.context);
  const intent = args.form.get("intent");
  const typed = { en: args.form.get("en") ?? "", te: args.form.get("te") ?? "" };
  if (intent === "service-text-preview") {
    const read = readServiceTextForm(args.form);
    if (!read.ok) return data({ problem: read.problem, typed, preview: null }, 400);
    return { problem: null, typed, preview: read.blocks };
  }
  if (intent !== "service-text-save" && intent !== "service-text-reset") {
    return data({ problem: "That form could not be read. Reload the page.", typed: null, preview: null }, 400);
  }
  const result = applyServiceTextEdit(store.latest()?.content, intent, args.form, visit.account.name);
  if (!result.ok) return data({ problem: result.problem, typed, preview: null }, 400);
  await store.save(result.content, visit.account.name, result.summary);
  const service = encodeURIComponent(args.form.get("service") ?? "");
  return redirect(`${PATH}?service=${service}&saved=${intent === "service-text-reset" ? "reset" : "saved"}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Service pages' texts | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteServices({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteServicesPage
      {...loaderData}
      problem={actionData?.problem ?? null}
      typed={actionData?.typed ?? null}
      preview={actionData?.preview ?? null}
    />
  );
}
