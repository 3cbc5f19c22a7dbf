import { Icon } from "~/components/ui/icon";
import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import { CallToActionBand, outlineOnDarkButton } from "~/components/sections/call-to-action-band";
import { CallButton } from "~/components/sections/call-button";
import type { callToAction } from "~/content/home";
import { NewTabNote } from "~/components/sections/links";

/** Three ways to act now: book, call, or chat (`whatsappHref`: the chat with the greeting in the page's language). */
export function CallToAction({ content, whatsappHref }: { content: typeof callToAction; whatsappHref: string }) {
  return (
    <CallToActionBand id="get-help" title={content.title} text={content.text}>
      <BookingButton label={content.primaryLabel} source="home: call to action" className={buttonStyles.onDark} />
      <CallButton label={content.callLabel} className={outlineOnDarkButton} />
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={outlineOnDarkButton}>
        <Icon name="message-circle" className="size-5" aria-hidden="true" />
        {content.chatLabel}
        <NewTabNote />
      </a>
    </CallToActionBand>
  );
}
