import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { articleTeasers } from "~/content/home";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { gridThree } from "./card-grids";
import { IconLinkCard } from "./icon-link-card";
import { MoreLink } from "~/components/sections/links";

export function ArticleTeasers({ content }: { content: typeof articleTeasers }) {
  const lang = useLang();
  return (
    <Section id="learn" tone="tint" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridThree}>
        {content.teasers.map((teaser) => (
          <li key={teaser.title}>
            <IconLinkCard
              href={localizedPath(teaser.link, lang)}
              icon={teaser.icon}
              title={teaser.title}
              text={teaser.excerpt}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lg"
              iconClassName="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            >
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                {content.readMoreLabel}
                <Icon
                  name="arrow-right"
                  className="size-4 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </span>
            </IconLinkCard>
          </li>
        ))}
      </ul>
      <MoreLink to={content.link}>{content.linkLabel}</MoreLink>
    </Section>
  );
}
