import { MarkedList } from "~/components/sections/lists";
import { Icon } from "~/components/ui/icon";
import type { sameDayWarningSigns } from "~/content/warning-signs";
import { HeadedBox } from "~/components/sections/headed-box";

interface SameDayWarningSignsProps {
  content: typeof sameDayWarningSigns;
  /** The heading's id; it also names the section. */
  headingId?: string;
}

/**
 * The eye problems that cannot wait, as their own headed section inside "When to See a Specialist" (an h3 under
 * that h2): first the possible-stroke line in a box of its own (108 now: the more urgent of the two rules, and
 * where sudden loss of sight belongs), then the signs to come in with today, then what to do out of hours.
 */
export function SameDayWarningSigns({ content, headingId = "same-day-warning-signs" }: SameDayWarningSignsProps) {
  const strokeTitleId = `${headingId}-stroke`;
  return (
    <HeadedBox
      id={headingId}
      headingId={`${headingId}-heading`}
      level={3}
      icon={<Icon name="triangle-alert" className="size-6 shrink-0" aria-hidden="true" />}
      title={content.title}
      className="my-6 rounded-2xl border-l-4 border-urgent-700 bg-urgent-50 p-5 sm:p-6"
      headingClassName="mt-0! mb-0! flex items-center gap-2 text-xl font-bold text-urgent-700"
    >
      <div
        role="note"
        aria-labelledby={strokeTitleId}
        className="mt-4 rounded-xl border-2 border-urgent-700 bg-white p-4"
      >
        <p id={strokeTitleId} className="my-0! flex items-start gap-2 font-bold text-urgent-700">
          <Icon name="siren" className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          {content.stroke.title}
        </p>
        <p className="my-2! text-ink">{content.stroke.text}</p>
        <a
          href={`tel:${content.emergencyCall.number}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-urgent-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          <Icon name="phone" className="size-5 shrink-0" aria-hidden="true" />
          {content.emergencyCall.label}
        </a>
      </div>

      <p className="my-3! text-ink">{content.intro}</p>
      <MarkedList
        items={content.signs}
        icon="circle-alert"
        iconClassName="mt-1 size-5 shrink-0 text-urgent-700"
        className="my-3! list-none! space-y-3 pl-0!"
      />

      <p className="mt-5! mb-0! flex gap-3 text-ink">
        <Icon name="clock" className="mt-1 size-5 shrink-0 text-urgent-700" aria-hidden="true" />
        <span>{content.outOfHours}</span>
      </p>
    </HeadedBox>
  );
}
