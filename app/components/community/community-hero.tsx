import { BookingButton, buttonStyles } from "~/components/booking/booking-button";
import type { Crumb } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import type { ImageRef } from "~/content/types";
import { CallButton } from "~/components/sections/call-button";

interface CommunityHeroProps {
  title: string;
  intro: string[];
  image: ImageRef;
  breadcrumbs: Crumb[];
  callLabel: string;
  bookLabel: string;
}

/** The page's h1 and plain-words introduction, the camp picture, and the two ways to ask for help. */
export function CommunityHero({ title, intro, image, breadcrumbs, callLabel, bookLabel }: CommunityHeroProps) {
  return (
    <PageHero
      title={title}
      breadcrumbs={breadcrumbs}
      intro={
        <div className="max-w-[65ch] space-y-3">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      }
      image={image}
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <CallButton label={callLabel} />
        <BookingButton label={bookLabel} source="community-outreach" className={buttonStyles.secondary} />
      </div>
    </PageHero>
  );
}
