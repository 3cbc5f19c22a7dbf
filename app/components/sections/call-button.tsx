import { buttonStyles } from "~/components/booking/booking-button";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/content/site";

/** A button that dials the hospital: the phone icon and what to say, in whichever button style the place needs. */
export function CallButton({ label, className = buttonStyles.primary }: { label: string; className?: string }) {
  return (
    <a href={telHref} className={className}>
      <Icon name="phone" className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}
