import { buttonStyles } from "~/components/booking/booking-button";
import { EmailAddress } from "~/components/ui/email-address";
import { Icon } from "~/components/ui/icon";
import type { communityOutreach } from "~/content/community";
import { mailHref, site } from "~/content/site";
import { CallButton } from "~/components/sections/call-button";
import { CheckList } from "./check-list";
import { NumberedSteps } from "./numbered-steps";
import { HeadedBox } from "~/components/sections/headed-box";

/** How to invite a camp: the steps, what the host provides and what we bring, then how to reach us. */
export function InviteCamp({
  invite,
  callLabel,
}: {
  invite: (typeof communityOutreach)["inviteCamp"];
  callLabel: string;
}) {
  return (
    <HeadedBox
      headingId="invite-camp-heading"
      level={3}
      icon={<Icon name={invite.icon} className="mt-0.5 size-7 shrink-0 text-brand-700" />}
      title={invite.title}
      className="mt-12 rounded-2xl border border-gray-200 bg-white p-6 shadow-card md:p-8"
      headingClassName="flex items-start gap-3 text-2xl font-bold"
    >
      <p className="mt-3 max-w-[65ch] text-lg text-ink">{invite.intro}</p>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NumberedSteps steps={invite.steps} label={invite.title} />
        <div className="space-y-8">
          <CheckList list={invite.youProvide} headingLevel={4} />
          <CheckList list={invite.weBring} headingLevel={4} />
        </div>
      </div>
      <p className="mt-8 text-lg font-semibold text-brand-900">{invite.contactText}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <CallButton label={callLabel} />
        <a href={mailHref} className={`${buttonStyles.secondary} min-w-0`}>
          <Icon name="mail" className="size-5 shrink-0" aria-hidden="true" />
          <EmailAddress address={site.email} />
        </a>
      </div>
    </HeadedBox>
  );
}
