import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { communityService } from "~/content/home";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { gridFour } from "./card-grids";
import { MoreLink } from "~/components/sections/links";

export function CommunityService({ content }: { content: typeof communityService }) {
  const lang = useLang();
  return (
    <Section id="community" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridFour}>
        {content.blurbs.map((blurb) => (
          <li key={blurb.title}>
            <a
              href={localizedPath(content.link, lang)}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card transition-shadow hover:border-brand-200 hover:shadow-lg"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon name={blurb.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold group-hover:text-brand-700 group-hover:underline">{blurb.title}</h3>
              <p className="mt-2 flex-1 text-ink">{blurb.text}</p>
            </a>
          </li>
        ))}
      </ul>
      <MoreLink to={content.link}>{content.linkLabel}</MoreLink>
    </Section>
  );
}
