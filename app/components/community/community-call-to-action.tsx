import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import type { communityOutreach } from "~/content/community";
import { CallButton } from "~/components/sections/call-button";

/** The closing band: call us, or book a visit. */
export function CommunityCallToAction({ closing }: { closing: (typeof communityOutreach)["closing"] }) {
  return (
    <CallToActionBand id="book" title={closing.title} text={closing.text}>
      <CallButton label={closing.callLabel} className={buttonStyles.onDark} />
      <BookingButton label={closing.bookLabel} source="community-outreach" className={outlineOnDarkButton} />
    </CallToActionBand>
  );
}
