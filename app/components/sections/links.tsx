import { localizedPath } from "~/i18n/lang";
import { useUi } from "~/content/ui-by-language";
import { useLang } from "~/i18n/use-lang";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { buttonStyles } from "~/components/booking/booking-button";

/** An underlined inline link with room for a finger (44 px high). */
export const textLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Said to screen readers after a link that opens a new tab. */
export function NewTabNote() {
  return <span className="sr-only"> {useUi().opensInNewTab}</span>;
}

/** A text link onward ("Read all questions", "See all reviews"), with an arrow; `className` places it. */
export function ArrowLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <a href={localizedPath(to, useLang())} className={`${className} ${textLink}`}>
      {children}
      <Icon name="arrow-right" className="size-4" aria-hidden="true" />
    </a>
  );
}

/** A link styled as a secondary action, placed under a section's content. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className="mt-10">
      <a href={localizedPath(to, useLang())} className={buttonStyles.secondary}>
        {children}
        <Icon name="arrow-right" className="size-5" aria-hidden="true" />
      </a>
    </div>
  );
}
