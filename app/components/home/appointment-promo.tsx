import BookingForm from "~/components/booking/booking-form.island";
import { Island } from "~/components/islands/island";
import { Section } from "~/components/sections/section";
import { IconPoint } from "~/components/sections/icon-point";
import type { appointmentPromo } from "~/content/home";
import { headerWordsFile } from "~/components/layout/navigation-words";
import { useLang } from "~/i18n/use-lang";

/** The booking form itself, beside what to bring and what to expect. */
export function AppointmentPromo({ content }: { content: typeof appointmentPromo }) {
  const lang = useLang();
  return (
    <Section id="book" tone="tint" title={content.title} intro={<p>{content.text}</p>}>
      <div className="grid grid-cols-1 items-start gap-8 @min-[60rem]:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] @min-[60rem]:gap-12">
        <ul className="space-y-6">
          {content.points.map((point) => (
            <IconPoint key={point.title} point={point} text={point.text} look="raised" />
          ))}
        </ul>
        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-card sm:p-8">
          <h3 className="mb-5 text-2xl font-bold">{content.buttonLabel}</h3>
          <Island
            name="booking-form"
            component={BookingForm}
            props={{ source: "home" }}
            shared={headerWordsFile(lang)}
          />
        </div>
      </div>
    </Section>
  );
}
