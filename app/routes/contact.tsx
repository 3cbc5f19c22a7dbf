import { Icon } from "~/components/ui/icon";
import { EmailAddress } from "~/components/ui/email-address";
import { Fragment, type ReactNode } from "react";
import { buttonStyles } from "~/components/booking/booking-button";
import ContactForm from "~/components/contact/contact-form.island";
import { Island } from "~/components/islands/island";
import { CallToActionBand } from "~/components/sections/call-to-action-band";
import { CallButton } from "~/components/sections/call-button";
import { FaqList } from "~/components/sections/faq-list";
import { IconPanel } from "~/components/sections/icon-panel";
import { MapEmbed } from "~/components/sections/map-embed";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as contactEn from "~/content/contact";
import * as contactTe from "~/content/te/contact";
import { mailHref, site, telHref } from "~/content/site";
import { guardedAction, type GuardedArgs } from "~/handlers/action-policy.server";
import { answerFormPost } from "~/handlers/request-intake.server";
import { governmentSchemesLink as governmentSchemesLinkEn } from "~/content/government-schemes";
import { governmentSchemesLink as governmentSchemesLinkTe } from "~/content/te/government-schemes";
import { inBothLanguages, langOfRequest, localizedPath } from "~/i18n/lang";
import { useUi } from "~/content/ui-by-language";
import { headerWordsFile, whatsappHrefIn } from "~/components/layout/navigation-words";
import { formPageHead, pageBasics } from "~/seo/meta";
import { headFromLoader, headersOfFormPage } from "~/seo/route-head";
import { FormProblemSummary } from "~/components/forms/form-problem-summary";
import { FormPageTitle } from "~/components/forms/form-page-title";
import type { Route } from "./+types/contact";
import { HeadedBox } from "~/components/sections/headed-box";

const path = "/contact";

const contact = inBothLanguages(contactEn, contactTe);
const governmentSchemesLink = inBothLanguages(governmentSchemesLinkEn, governmentSchemesLinkTe);

/** All the page's copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const copy = contact(lang);
  const { head, breadcrumbs } = pageBasics(copy.contactMeta, path, lang);
  return {
    ...formPageHead(head),
    breadcrumbs,
    lang,
    pageMeta: copy.contactMeta,
    intro: copy.contactIntro.intro,
    sections: copy.contactSections,
    form: { ...copy.contactFormCopy, serviceOptions: copy.contactServiceOptions },
    faqs: copy.contactFaqs,
    insurance: copy.insuranceAssistance,
    callNow: copy.callNow,
    problemHeadings: copy.contactProblemHeadings,
    schemesLink: governmentSchemesLink(lang),
  };
}

/** The contact form posts here when it is sent without JavaScript. */
export const action = guardedAction("patient-request", (args: Route.ActionArgs & GuardedArgs) =>
  answerFormPost("contact", args),
);

export const meta: Route.MetaFunction = headFromLoader;
export const headers = headersOfFormPage;

const FIELD_ID_PREFIX = "field";

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-13">
      <dt className="font-bold text-brand-900">
        <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4";
const iconClass = "size-5";
const boxClass = "rounded-2xl border border-gray-200 bg-white p-5 shadow-card sm:p-8";

export default function Contact({ loaderData, actionData: reply }: Route.ComponentProps) {
  const { pageMeta, sections, lang, schemesLink } = loaderData;
  const { details } = sections;
  const ui = useUi();
  // The chat opens with the hospital's greeting in the page's language (an editor's words: ui.ts).
  const whatsappHref = whatsappHrefIn(lang);
  return (
    <>
      <FormPageTitle title={loaderData.title} rejected={Boolean(reply)} lang={lang} />
      <PageHero
        title={reply ? loaderData.problemHeadings[reply.problem] : pageMeta.title}
        intro={<p className="max-w-[65ch]">{loaderData.intro}</p>}
        breadcrumbs={loaderData.breadcrumbs}
      />

      <Section>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <HeadedBox
            headingId="contact-form-heading"
            title={sections.form.title}
            className={boxClass}
            headingClassName="text-2xl font-extrabold sm:text-3xl"
          >
            <p className="mt-2 mb-6 text-muted">{sections.form.intro}</p>
            {reply ? (
              <FormProblemSummary
                reply={reply}
                idPrefix={FIELD_ID_PREFIX}
                labels={{
                  name: loaderData.form.nameLabel,
                  email: loaderData.form.emailLabel,
                  phone: loaderData.form.phoneLabel,
                  subject: loaderData.form.subjectLabel,
                  service: loaderData.form.serviceLabel,
                  message: loaderData.form.messageLabel,
                }}
              />
            ) : null}
            <Island
              name="contact-form"
              component={ContactForm}
              props={{
                copy: loaderData.form,
                reply,
                idPrefix: FIELD_ID_PREFIX,
              }}
              shared={headerWordsFile(lang)}
            />
          </HeadedBox>

          <div className="space-y-6">
            <HeadedBox
              headingId="contact-details-heading"
              title={details.title}
              className={boxClass}
              headingClassName="text-2xl font-extrabold"
            >
              <dl className="mt-5 space-y-5">
                <DetailRow
                  icon={<Icon name="map-pin" className={iconClass} aria-hidden="true" />}
                  label={details.addressLabel}
                >
                  <address className="not-italic">
                    {site.name}
                    <br />
                    {details.address}
                  </address>
                </DetailRow>
                <DetailRow
                  icon={<Icon name="phone" className={iconClass} aria-hidden="true" />}
                  label={details.phoneLabel}
                >
                  <a href={telHref} className={linkClass} data-testid="contact-phone">
                    {site.phone.contactPageDisplay}
                  </a>
                </DetailRow>
                <DetailRow
                  icon={<Icon name="message-circle" className={iconClass} aria-hidden="true" />}
                  label={details.whatsappLabel}
                >
                  <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {details.whatsappText}
                    <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
                  </a>
                </DetailRow>
                <DetailRow
                  icon={<Icon name="mail" className={iconClass} aria-hidden="true" />}
                  label={details.emailLabel}
                >
                  <a href={mailHref} className={linkClass}>
                    <EmailAddress address={site.email} />
                  </a>
                </DetailRow>
                <DetailRow
                  icon={<Icon name="clock" className={iconClass} aria-hidden="true" />}
                  label={details.hoursLabel}
                >
                  {ui.hours.days}
                  <br />
                  {ui.hours.sessions.map((session) => (
                    <Fragment key={session}>
                      {session}
                      <br />
                    </Fragment>
                  ))}
                  {ui.hours.closed}
                </DetailRow>
              </dl>
            </HeadedBox>

            <IconPanel
              headingId="insurance-heading"
              title={loaderData.insurance.title}
              icon={<Icon name="shield-check" className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />}
              className="rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-5 sm:p-6"
              headingClassName="text-xl font-bold"
            >
              <p className="mt-2 text-ink">{loaderData.insurance.text}</p>
              <a
                href={localizedPath(schemesLink.href, lang)}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                {schemesLink.label}
              </a>
            </IconPanel>
          </div>
        </div>
      </Section>

      <Section id="find-us" title={sections.map.title} intro={sections.map.intro} tone="tint">
        <MapEmbed className="max-w-4xl" />
      </Section>

      <Section id="contact-faqs" title={sections.faqs.title}>
        <div className="max-w-3xl">
          <FaqList items={loaderData.faqs} />
        </div>
      </Section>

      <CallToActionBand id="call-now" title={loaderData.callNow.title} text={loaderData.callNow.text}>
        {/* The specification's call-now button has no action; here it dials the hospital. */}
        <CallButton label={loaderData.callNow.buttonLabel} className={buttonStyles.onDark} />
      </CallToActionBand>
    </>
  );
}
