import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { articleTeasers } from "~/content/home";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { gridThree } from "./card-grids";
import { MoreLink } from "~/components/sections/links";

export function ArticleTeasers({ content }: { content: typeof articleTeasers }) {
  const lang = useLang();
  return (
    <Section id="learn" tone="tint" title={content.title} intro={<p>{content.intro}</p>}>
      <ul className={gridThree}>
        {content.teasers.map((teaser) => (
          <li key={teaser.title}>
            <a
              href={localizedPath(teaser.link, lang)}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lg"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={teaser.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold group-hover:text-brand-700 group-hover:underline">
                {teaser.title}
              </h3>
              <p className="mt-2 flex-1 text-ink">{teaser.excerpt}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                {content.readMoreLabel}
                <Icon
                  name="arrow-right"
                  className="size-4 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <MoreLink to={content.link}>{content.linkLabel}</MoreLink>
    </Section>
  );
}
