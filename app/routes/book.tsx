import BookingForm from "~/components/booking/booking-form.island";
import { buttonStyles } from "~/components/booking/booking-button";
import { Island } from "~/components/islands/island";
import { headerWordsFile, whatsappHrefIn } from "~/components/layout/navigation-words";
import { PageHero } from "~/components/sections/page-hero";
import { FormProblemSummary } from "~/components/forms/form-problem-summary";
import { FormPageTitle } from "~/components/forms/form-page-title";
import { NewTabNote } from "~/components/sections/links";
import { Icon } from "~/components/ui/icon";
import * as bookingEn from "~/content/booking";
import { formProblemHeading } from "~/content/form-problems";
import { site, telHref } from "~/content/site";
import * as bookingTe from "~/content/te/booking";
import { consultationHoursTe } from "~/content/te/hospital-words";
import { inBothLanguages, langOfRequest } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { guardedAction, type GuardedArgs } from "~/handlers/action-policy.server";
import { answerFormPost } from "~/handlers/request-intake.server";
import { formPageHead, pageBasics } from "~/seo/meta";
import { headFromLoader, headersOfFormPage } from "~/seo/route-head";
import type { Route } from "./+types/book";

const path = "/book";
const booking = inBothLanguages(bookingEn, bookingTe);

const FIELD_ID_PREFIX = "field";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { bookingFormCopy, bookingPage } = booking(lang);
  const { head, breadcrumbs } = pageBasics(bookingPage.meta, path, lang);
  return {
    ...formPageHead(head),
    lang,
    breadcrumbs,
    page: bookingPage,
    fieldLabels: {
      name: bookingFormCopy.nameLabel,
      phone: bookingFormCopy.phoneLabel,
      date: bookingFormCopy.dateLabel,
      message: bookingFormCopy.messageLabel,
    },
    hours: lang === "te" ? consultationHoursTe : site.consultationHours,
  };
}

/** Every booking form posts here when it is sent without JavaScript. */
export const action = guardedAction("patient-request", (args: Route.ActionArgs & GuardedArgs) =>
  answerFormPost("appointment", args),
);

export const meta: Route.MetaFunction = headFromLoader;
export const headers = headersOfFormPage;

/** The booking form on a page of its own: every booking button's destination without JavaScript. */
export default function Book({ loaderData, actionData: reply }: Route.ComponentProps) {
  const lang = useLang();
  const { breadcrumbs, page, fieldLabels, hours } = loaderData;
  return (
    <>
      <FormPageTitle title={loaderData.title} rejected={Boolean(reply)} lang={loaderData.lang} />
      <PageHero
        title={reply ? formProblemHeading("appointment", reply) : page.title}
        breadcrumbs={breadcrumbs}
        intro={<p>{page.intro}</p>}
      />
      {/* A container: the form and the other ways to reach us go side by side from a width in rem, which leaves the
          second column 20rem at any text size (a screen's width alone left it 10rem at 1024 px with large text). */}
      <section aria-labelledby="booking-form-title" className="@container mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {reply ? <FormProblemSummary reply={reply} labels={fieldLabels} idPrefix={FIELD_ID_PREFIX} /> : null}
        <div className="grid items-start gap-10 @min-[58rem]:grid-cols-[minmax(0,36rem)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-card sm:p-8">
            <h2 id="booking-form-title" className="mb-5 text-2xl font-bold">
              {page.formTitle}
            </h2>
            <Island
              name="booking-form"
              component={BookingForm}
              props={{ source: "booking page", reply, idPrefix: FIELD_ID_PREFIX }}
              shared={headerWordsFile(lang)}
            />
          </div>
          <div className="rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 className="text-2xl font-bold">{page.callTitle}</h2>
            <p className="mt-3 text-lg">{page.callText}</p>
            <p className="mt-3 text-muted">
              {hours.days}: {hours.sessions.join(" & ")} · {hours.closed}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={telHref} className={buttonStyles.primary}>
                <Icon name="phone" className="size-5" aria-hidden="true" /> {site.phone.display}
              </a>
              <a
                href={whatsappHrefIn(lang)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles.secondary}
              >
                <Icon name="message-circle" className="size-5" aria-hidden="true" />
                {` ${page.whatsappLabel}`}
                <NewTabNote />
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
