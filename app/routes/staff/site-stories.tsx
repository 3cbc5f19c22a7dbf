import { data, redirect } from "react-router";
import { SiteStoriesPage } from "~/editor/site-stories-page";
import { site } from "~/content/site";
import { todayInIndia } from "~/lib/form-basics";
import { editorPageStart, saveSiteChange } from "~/editor/site-editing.server";
import { applyStoryEdit, exampleStories } from "~/editor/site-stories.server";
import { staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-stories";

const PATH = "/staff/site/stories";

/**
 * /staff/site/stories: editors add a patient's story in English and Telugu with the patient's written consent, or
 * remove one they added (issue 28); saved as versions and published like every other change.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, page } = await editorPageStart(request, context);
  return {
    ...page,
    today: todayInIndia(),
    examples: exampleStories(content).filter((example) => !example.removed),
    stories: (content.stories ?? []).map(({ id, en, te, rating, date, by, on }) => ({
      id,
      en,
      te,
      rating,
      date,
      by,
      on,
    })),
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const told = await saveSiteChange(args, PATH, (latest, editor) => applyStoryEdit(latest, args.form, editor));
  // What was typed comes back with the sentence, so nothing has to be typed twice.
  if (told) return data({ problem: told.message, typed: Object.fromEntries(args.form) }, told.status);
  const removed = ["story-remove", "example-remove"].includes(args.form.get("intent") ?? "");
  return redirect(`${PATH}?saved=${removed ? "removed" : "added"}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Patients' stories | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteStories({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteStoriesPage
      {...loaderData}
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
      typed={actionData?.typed ?? null}
    />
  );
}
