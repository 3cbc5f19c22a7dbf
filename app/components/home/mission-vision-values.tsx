import { IconCardGrid } from "~/components/sections/icon-card";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { missionVisionValues } from "~/content/home";
import { gridFour } from "./card-grids";

export function MissionVisionValues({ content }: { content: typeof missionVisionValues }) {
  const statements = [
    { ...content.mission, icon: "target" as const },
    { ...content.vision, icon: "eye" as const },
  ];
  return (
    <Section id="mission" tone="tint" title={content.title}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,24rem),1fr))] gap-6">
        {statements.map((statement) => (
          <div key={statement.title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-card md:p-8">
            <h3 className="flex items-center gap-3 text-2xl font-bold">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={statement.icon} />
              </span>
              {statement.title}
            </h3>
            <p className="mt-4 max-w-[60ch] text-lg text-ink">{statement.text}</p>
          </div>
        ))}
      </div>
      <h3 className="mt-12 text-2xl font-bold">{content.valuesTitle}</h3>
      <IconCardGrid cards={content.values} className={`mt-6 ${gridFour}`} headingLevel={4} />
    </Section>
  );
}
