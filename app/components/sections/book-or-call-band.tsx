import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import { CallButton } from "~/components/sections/call-button";

/** The usual closing band of a page (#book): booking first, calling beside it. */
export function BookOrCallBand({
  cta,
  source,
}: {
  cta: { title: string; text: string; bookLabel: string; callLabel: string };
  /** Which page the booking came from, as the request records it. */
  source: string;
}) {
  return (
    <CallToActionBand id="book" title={cta.title} text={cta.text}>
      <BookingButton label={cta.bookLabel} source={source} className={buttonStyles.onDark} />
      <CallButton label={cta.callLabel} className={outlineOnDarkButton} />
    </CallToActionBand>
  );
}
