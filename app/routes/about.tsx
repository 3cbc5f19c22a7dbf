import { Icon } from "~/components/ui/icon";
import { BookOrCallBand } from "~/components/sections/book-or-call-band";
import { FigureTiles } from "~/components/sections/figure-tiles";
import { IconCardGrid } from "~/components/sections/icon-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section, SectionHeader } from "~/components/sections/section";
import * as aboutEn from "~/content/about";
import * as aboutTe from "~/content/te/about";
import { inBothLanguages, langOfRequest, localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/about";
import { HeadedBox } from "~/components/sections/headed-box";

const path = "/about";
const about = inBothLanguages(aboutEn, aboutTe);

/** The page's copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const {
    aboutCallToAction,
    aboutFacts,
    aboutHero,
    aboutInsuranceNote,
    aboutIntro,
    aboutMeta,
    aboutMission,
    aboutValues,
    aboutValuesSection,
    aboutVision,
    aboutWhyChoose,
    aboutWhyChooseSection,
    clinicImage,
  } = about(lang);
  return {
    ...pageBasics(aboutMeta, path, lang),
    hero: aboutHero,
    intro: aboutIntro,
    facts: aboutFacts,
    mission: aboutMission,
    vision: aboutVision,
    valuesSection: aboutValuesSection,
    values: aboutValues,
    whyChooseSection: aboutWhyChooseSection,
    whyChoose: aboutWhyChoose,
    insurance: aboutInsuranceNote,
    cta: aboutCallToAction,
    image: clinicImage,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function About({ loaderData }: Route.ComponentProps) {
  const { breadcrumbs, hero, intro, facts, mission, vision, valuesSection, insurance, cta, image } = loaderData;
  const lang = useLang();
  return (
    <>
      <PageHero
        title={hero.title}
        intro={<p className="max-w-[65ch]">{hero.lead}</p>}
        breadcrumbs={breadcrumbs}
        image={image}
        imageClassName="h-auto w-full max-w-xl rounded-2xl bg-brand-50 shadow-card @min-[64rem]:w-[480px]"
      />

      <Section id="our-story" title={intro.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="max-w-[68ch] space-y-4 text-lg">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* Two across only where a tile keeps a figure written in full on one line (a container query in rem, so
              a larger text size on a phone takes one across). */}
          <div className="@container self-start">
            <FigureTiles
              figures={facts}
              label={intro.factsLabel}
              className="grid gap-4 @min-[20rem]:grid-cols-2"
              labelClassName="order-2 mt-1 text-base text-ink"
            />
          </div>
        </div>
      </Section>

      <Section tone="tint">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { id: "mission", statement: mission },
            { id: "vision", statement: vision },
          ].map(({ id, statement }) => (
            <HeadedBox
              key={id}
              headingId={`${id}-heading`}
              title={statement.title}
              className="rounded-2xl border-t-4 border-brand-700 bg-white p-6 shadow-card md:p-8"
              headingClassName="text-2xl font-extrabold sm:text-3xl"
            >
              <p className="mt-3 max-w-[60ch] text-lg text-ink">{statement.text}</p>
            </HeadedBox>
          ))}
        </div>

        {/* Values share the band with mission and vision: one idea, "what guides us". */}
        <section id="values" aria-labelledby="values-heading" className="mt-12 md:mt-16">
          <SectionHeader headingId="values-heading" title={valuesSection.title} intro={<p>{valuesSection.intro}</p>} />
          <IconCardGrid cards={loaderData.values} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
        </section>
      </Section>

      <Section
        id="why-choose"
        title={loaderData.whyChooseSection.title}
        intro={<p>{loaderData.whyChooseSection.intro}</p>}
      >
        <IconCardGrid cards={loaderData.whyChoose} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <Section className="[&>div]:pt-0">
        <section
          aria-labelledby="insurance-heading"
          className="flex max-w-4xl flex-col gap-4 rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-6 sm:flex-row sm:items-start"
        >
          <Icon name="shield-check" className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 id="insurance-heading" className="text-2xl font-extrabold">
              {insurance.title}
            </h2>
            <p className="mt-2 max-w-[65ch] text-lg text-ink">{insurance.text}</p>
            <a
              href={localizedPath(insurance.link, lang)}
              className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {insurance.linkLabel}
              <Icon name="arrow-right" className="size-5" aria-hidden="true" />
            </a>
          </div>
        </section>
      </Section>

      <BookOrCallBand cta={cta} source="about" />
    </>
  );
}
