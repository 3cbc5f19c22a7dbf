import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { communityOutreach } from "~/content/community";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import { InviteCamp } from "./invite-camp";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** Free eye camps: what we do there and where the next ones are, then how a village or school can invite one. */
export function EyeCamps({
  eyeCamps,
  inviteCamp,
  callLabel,
}: {
  eyeCamps: (typeof communityOutreach)["eyeCamps"];
  inviteCamp: (typeof communityOutreach)["inviteCamp"];
  callLabel: string;
}) {
  const lang = useLang();
  return (
    <Section id="eye-camps" title={eyeCamps.title}>
      <div className="flex max-w-3xl gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
          <Icon name={eyeCamps.icon} className="size-6" />
        </span>
        <div>
          <p className="text-lg text-ink">{eyeCamps.text}</p>
          <a href={localizedPath(eyeCamps.link, lang)} className={`${linkClass} mt-2`}>
            {eyeCamps.linkLabel}
            <Icon name="arrow-right" className="size-5" aria-hidden="true" />
          </a>
        </div>
      </div>

      <InviteCamp invite={inviteCamp} callLabel={callLabel} />
    </Section>
  );
}
