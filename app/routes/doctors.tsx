import { MarkedList, TextList } from "~/components/sections/lists";
import type { ReactNode } from "react";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { BookOrCallBand } from "~/components/sections/book-or-call-band";
import { CallButton } from "~/components/sections/call-button";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Icon, type IconName } from "~/components/ui/icon";
import * as doctorEn from "~/content/doctor";
import * as doctorTe from "~/content/te/doctor";
import { inBothLanguages, langOfRequest, localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { physicianNode } from "~/seo/structured-data";
import type { Route } from "./+types/doctors";

const path = "/doctors";
const doctorCopy = inBothLanguages(doctorEn, doctorTe);

/** The profile and the six steps travel as route data, so they stay out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { cataractSteps, doctorCallToAction, doctorMeta, doctorProfile, doctorSections } = doctorCopy(lang);
  return {
    ...pageBasics(doctorMeta, path, lang, { ogType: "profile" }),
    profile: doctorProfile,
    steps: cataractSteps,
    sections: doctorSections,
    cta: doctorCallToAction,
    structuredData: [
      physicianNode({
        description: doctorProfile.summary[0] ?? doctorMeta.description,
        image: doctorProfile.portrait.src,
        lang,
      }),
    ],
  };
}

export const meta: Route.MetaFunction = headFromLoader;

/** One block of the doctor's details card: a heading with its icon, then the facts. */
function DetailBlock({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Icon name={icon} className="size-5 text-brand-700" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </div>
  );
}

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { breadcrumbs, profile, steps, sections, cta } = loaderData;
  const lang = useLang();
  return (
    <>
      <PageHero
        title={profile.name}
        breadcrumbs={breadcrumbs}
        intro={<p className="font-semibold text-brand-800">{profile.role}</p>}
        image={profile.portrait}
        imageClassName="mx-auto h-auto w-full max-w-xs rounded-2xl bg-brand-50 shadow-card sm:max-w-sm @min-[64rem]:w-[320px]"
      >
        <ul aria-label={sections.highlightsLabel} className="mt-6 grid gap-3 sm:grid-cols-3">
          {profile.highlights.map((item) => (
            <li key={item.label} className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-card">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
              <div className="flex flex-col">
                <span className="order-2 text-base leading-snug text-ink">{item.label}</span>
                <span className="order-1 text-2xl font-extrabold text-brand-800">{item.value}</span>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <BookingButton label={cta.bookLabel} source="doctors" />
          <CallButton label={cta.callLabel} className={buttonStyles.secondary} />
        </div>
      </PageHero>

      <Section id="about-doctor" title={sections.aboutTitle}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="max-w-[68ch]">
            <div className="space-y-4 text-lg">
              {profile.summary.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {/* The doctor's own words, or none: an emptied list takes the heading with it. */}
            {profile.specialInterests.length > 0 ? (
              <>
                <h3 className="mt-8 text-xl font-bold">{sections.interestsTitle}</h3>
                <MarkedList
                  items={profile.specialInterests}
                  icon="check"
                  className="mt-3 space-y-2"
                  itemClassName="flex gap-3 text-lg"
                  iconClassName="mt-1.5 size-5 shrink-0 text-brand-700"
                />
              </>
            ) : null}
          </div>

          <section
            aria-label={sections.detailsTitle}
            className="space-y-6 self-start rounded-2xl border border-gray-200 bg-white p-6 shadow-card"
          >
            <DetailBlock icon="graduation-cap" title={profile.qualificationsTitle}>
              <TextList items={profile.qualifications} className="mt-2 space-y-1 text-ink" />
              <p className="mt-2 text-ink">
                {profile.registrationLabel}: {profile.registration}
              </p>
            </DetailBlock>
            {profile.training.length > 0 ? (
              <DetailBlock icon="badge-check" title={profile.trainingTitle}>
                <TextList items={profile.training} className="mt-2 space-y-1 text-ink" />
              </DetailBlock>
            ) : null}
            <DetailBlock icon="languages" title={profile.languagesTitle}>
              <p className="mt-2 text-ink">{profile.languages.join(", ")}</p>
            </DetailBlock>
            <DetailBlock icon="clock" title={profile.hoursTitle}>
              <p className="mt-2 text-ink">{profile.hours.days}</p>
              <TextList items={profile.hours.sessions} className="text-ink" />
              <p className="text-ink">{profile.hours.closed}</p>
            </DetailBlock>
          </section>
        </div>
      </Section>

      <Section id="cataract-surgery" tone="tint" title={steps.title} intro={<p>{steps.intro}</p>}>
        <ol aria-label={steps.title} className="grid max-w-4xl gap-3 sm:gap-4">
          {steps.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-2xl bg-white p-4 shadow-card sm:gap-4 sm:p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white sm:size-11"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-bold">{step.title}</h3>
                <p className="mt-2 max-w-[65ch] text-ink">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 max-w-[65ch] text-lg text-ink">
          {steps.risks.text}{" "}
          <a
            href={localizedPath(steps.risks.link, lang)}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {steps.risks.linkLabel}
          </a>
        </p>
      </Section>

      <BookOrCallBand cta={cta} source="doctors" />
    </>
  );
}
