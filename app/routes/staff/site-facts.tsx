import { data, redirect } from "react-router";
import { SiteSamplesPage } from "~/editor/site-samples-page";
import { editableSamples } from "~/content/hospital";
import { choiceLabels } from "~/content/hospital/choice-labels";
import { site } from "~/content/site";
import { sampleFields } from "~/editor/sample-form";
import { editorPageStart, saveSiteChange } from "~/editor/site-editing.server";
import { applySampleEdit, sampleValue, staleSampleTwin } from "~/editor/site-samples.server";
import { staffAction, staffLoader, type StaffFormArgs, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/site-facts";

const PATH = "/staff/site/facts";

/**
 * /staff/site/facts: every other sample the site shows (social links, the doctor's degrees and languages, the camp
 * timetable, payment options, testimonials, the figures…), each confirmed as shown or corrected by an editor, in
 * English beside Telugu (issue 28, decision 0037). Saves are versions like the site editor's; publishing is there.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const { content, page } = await editorPageStart(request, context);
  const samples = editableSamples().map((sample) => {
    const value = sampleValue(content, sample);
    return {
      key: sample.key,
      supply: sample.supply,
      lang: sample.lang,
      twin: sample.twin ?? null,
      fields: sampleFields(value, sample.choices, [], sample.repositoryValue).map((field) =>
        field.kind === "choices" ? { ...field, choiceLabels: choiceLabels(sample.key) } : field,
      ),
      optionalTexts: sample.optionalTexts ?? false,
      noneIsAnAnswer: sample.noneIsAnAnswer ?? false,
      // A figure may be left off the site altogether ("We don't state this figure").
      isFigure: sample.isFigure ?? false,
      notStated: sample.isFigure === true && content.facts.samples?.[sample.key]?.value === null,
      // A figure asks for its source and the day it was measured (claims.ts); the saved ones are shown again.
      evidence: sample.needsEvidence
        ? (content.facts.samples?.[sample.key]?.evidence ?? { source: "", measuredOn: "" })
        : null,
      confirmed: content.facts.samples?.[sample.key] ?? null,
      given: sample.given ?? null,
      outOfDate: staleSampleTwin(content, sample),
    };
  });
  return {
    ...page,
    samples: samples.map(({ confirmed, ...sample }) => ({
      ...sample,
      // A figure saved without its evidence (before the editor asked for it) is not confirmed.
      confirmed:
        confirmed && (!sample.evidence || confirmed.evidence || sample.notStated)
          ? { by: confirmed.by, on: confirmed.on }
          : null,
    })),
  };
});

export const action = staffAction("site-edit", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const key = args.form.get("key") ?? "";
  const told = await saveSiteChange(args, PATH, (latest, editor) => applySampleEdit(latest, args.form, editor));
  if (told) return data({ problem: { form: key, message: told.message } }, told.status);
  // A Telugu form sits in its English twin's section: the section is what the address can point to.
  const section = editableSamples().find((sample) => sample.key === key && sample.lang === "te")?.twin ?? key;
  return redirect(`${PATH}?saved=${encodeURIComponent(key)}#${encodeURIComponent(section)}`, 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Confirm the hospital's facts | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffSiteFacts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteSamplesPage
      {...loaderData}
      saved={actionData ? null : loaderData.saved}
      problem={actionData?.problem ?? null}
    />
  );
}
