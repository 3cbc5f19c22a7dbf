import { data, redirect } from "react-router";
import { SiteFaqsPage } from "~/editor/site-faqs-page";
import { editableFaqLists } from "~/editor/editable-faq-lists";
import { TEXT_FACTS } from "~/content/edited-texts";
import { site } from "~/content/site";
import { sampleFields } from "~/editor/sample-form";
import { editorPageStart, saveSiteChange } from "~/editor/site-editing.server";
import { applyFaqEdit, twinTextOutOfDate, faqListValue } from "~/editor/site-faqs.server";
import { staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-faqs";

const PATH = "/staff/site/faqs";

/**
 * /staff/site/faqs: editors change the questions and answers on the home, contact and patient-education pages, in
 * English beside Telugu (issue 28, decision 0038); saved as versions and published like every other change.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, page } = await editorPageStart(request, context);
  return {
    ...page,
    factNames: Object.keys(TEXT_FACTS),
    lists: editableFaqLists.map((list) => {
      const edited = content.texts?.[list.key];
      return {
        key: list.key,
        label: list.label,
        lang: list.lang,
        fields: sampleFields(faqListValue(content, list)),
        edited: edited ? { by: edited.by, on: edited.on } : null,
        outOfDate: twinTextOutOfDate(content, list.key),
      };
    }),
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const key = args.form.get("key") ?? "";
  const told = await saveSiteChange(args, PATH, (latest, editor) => applyFaqEdit(latest, args.form, editor));
  if (told) return data({ problem: { form: key, message: told.message } }, told.status);
  return redirect(`${PATH}?saved=${encodeURIComponent(key)}#${encodeURIComponent(key)}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Questions and answers | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteFaqs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteFaqsPage {...loaderData} saved={actionData ? null : loaderData.saved} problem={actionData?.problem ?? null} />
  );
}
