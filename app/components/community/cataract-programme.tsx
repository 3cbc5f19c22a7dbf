import { FigureTiles } from "~/components/sections/figure-tiles";
import { Section } from "~/components/sections/section";
import type { communityOutreach } from "~/content/community";
import { CallButton } from "~/components/sections/call-button";
import { CheckList } from "./check-list";
import { NumberedSteps } from "./numbered-steps";

/** The ₹6,000 cataract surgeries: the facts, who can apply, what is and is not included, and how to apply. */
export function CataractProgramme({
  programme,
  callLabel,
}: {
  programme: (typeof communityOutreach)["programme"];
  callLabel: string;
}) {
  return (
    <Section id="cataract-programme" title={programme.title} intro={<p>{programme.summary}</p>}>
      <FigureTiles figures={programme.facts} className="grid max-w-4xl gap-4 sm:grid-cols-3" />

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <CheckList list={programme.eligibility} />
        <CheckList list={programme.included} />
        <CheckList list={programme.notIncluded} mark="cross" />
      </div>

      <div className="mt-10 max-w-3xl rounded-2xl border border-gray-200 bg-white p-6 shadow-card">
        <h3 className="text-xl font-bold">{programme.howToApply.title}</h3>
        <NumberedSteps steps={programme.howToApply.steps} label={programme.howToApply.title} />
        <p className="mt-4 rounded-xl bg-accent-50 p-4 text-ink">{programme.howToApply.note}</p>
        <div className="mt-5">
          <CallButton label={callLabel} />
        </div>
      </div>
    </Section>
  );
}
