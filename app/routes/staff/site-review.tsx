import { data, redirect } from "react-router";
import { SiteReviewPage } from "~/editor/site-review-page";
import { site } from "~/content/site";
import { todayInIndia } from "~/lib/form-basics";
import { EMPTY_SITE_CONTENT } from "~/content/site-content";
import { isLaunchBuild } from "~/content/hospital/fact";
import { editorPageStart, saveSiteChange, siteEditing } from "~/editor/site-editing.server";
import { applyReview, pagesToReview, previewTexts } from "~/editor/site-reviews.server";
import { staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-review";

const PATH = "/staff/site/review";

/**
 * /staff/site/review (issue 40, item 4): every page in each language, read in the preview by a named person on a
 * day; a page whose text changes afterwards is unread again, and a launch deployment publishes none that is.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, page } = await editorPageStart(request, context);
  const texts = previewTexts(siteEditing(context));
  return {
    ...page,
    launch: isLaunchBuild,
    pages: texts ? pagesToReview(texts, content.reviews) : null,
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const texts = previewTexts(siteEditing(args.context));
  const key = args.form.get("page") ?? "";
  const told = await saveSiteChange(args, PATH, (latest, editor) =>
    applyReview(latest ?? EMPTY_SITE_CONTENT, texts, key, editor, todayInIndia()),
  );
  if (told) return data({ problem: told.message }, told.status);
  return redirect(`${PATH}?saved=reviewed#${encodeURIComponent(key)}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Read every page | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteReview({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteReviewPage
      {...loaderData}
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
    />
  );
}
