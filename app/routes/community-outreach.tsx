import { CataractProgramme } from "~/components/community/cataract-programme";
import { CommunityCallToAction } from "~/components/community/community-call-to-action";
import { CommunityHero } from "~/components/community/community-hero";
import { EyeCamps } from "~/components/community/eye-camps";
import { ServiceLines } from "~/components/community/service-lines";
import { communityImage, communityMeta, communityOutreach } from "~/content/community";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/community-outreach";

const path = "/community-outreach";
const breadcrumbs = [{ name: communityMeta.title, path }];

/** The page's copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader() {
  return {
    head: buildPageMeta({ ...communityMeta, path, breadcrumbs }),
    ...communityOutreach,
    image: communityImage,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function CommunityOutreach({ loaderData }: Route.ComponentProps) {
  const { programme, serviceLines, seniors, children, emergencies, eyeCamps, inviteCamp, closing } = loaderData;
  return (
    <>
      <CommunityHero
        title={loaderData.title}
        intro={loaderData.intro}
        image={loaderData.image}
        breadcrumbs={breadcrumbs}
        callLabel={closing.callLabel}
        bookLabel={closing.bookLabel}
      />
      <CataractProgramme programme={programme} callLabel={closing.callLabel} />
      <ServiceLines
        title={serviceLines.title}
        intro={serviceLines.intro}
        lines={[seniors, children]}
        emergency={emergencies}
        callLabel={closing.callLabel}
      />
      <EyeCamps eyeCamps={eyeCamps} inviteCamp={inviteCamp} callLabel={closing.callLabel} />
      <CommunityCallToAction closing={closing} />
    </>
  );
}
