import { IconCardGrid } from "~/components/sections/icon-card";
import { Section } from "~/components/sections/section";
import type { whyChooseUs } from "~/content/home";
import { gridThree } from "./card-grids";

export function WhyChooseUs({ content }: { content: typeof whyChooseUs }) {
  return (
    <Section id="why-choose-us" title={content.title} intro={<p>{content.intro}</p>}>
      <IconCardGrid cards={content.items} className={gridThree} />
    </Section>
  );
}
