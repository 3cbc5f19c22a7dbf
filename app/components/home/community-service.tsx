import { Section } from "~/components/sections/section";
import type { communityService } from "~/content/home";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { gridFour } from "./card-grids";
import { IconLinkCard } from "./icon-link-card";
import { MoreLink } from "~/components/sections/links";

export function CommunityService({ content }: { content: typeof communityService }) {
  const lang = useLang();
  return (
    <Section id="community" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridFour}>
        {content.blurbs.map((blurb) => (
          <li key={blurb.title}>
            <IconLinkCard
              href={localizedPath(content.link, lang)}
              icon={blurb.icon}
              title={blurb.title}
              text={blurb.text}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card transition-shadow hover:border-brand-200 hover:shadow-lg"
              iconClassName="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700"
            />
          </li>
        ))}
      </ul>
      <MoreLink to={content.link}>{content.linkLabel}</MoreLink>
    </Section>
  );
}
