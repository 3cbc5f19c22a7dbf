import { CataractProgramme } from "~/components/community/cataract-programme";
import { CommunityCallToAction } from "~/components/community/community-call-to-action";
import { CommunityHero } from "~/components/community/community-hero";
import { EyeCamps } from "~/components/community/eye-camps";
import { ServiceLines } from "~/components/community/service-lines";
import * as communityEn from "~/content/community";
import * as communityTe from "~/content/te/community";
import { inBothLanguages, langOfRequest } from "~/i18n/lang";
import { holdsCamps } from "~/content/services/eye-camps";
import { pageBasics } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/community-outreach";

const path = "/community-outreach";
const community = inBothLanguages(communityEn, communityTe);

/** The page's copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { communityImage, communityMeta, communityOutreach } = community(lang);
  return {
    ...pageBasics(communityMeta, path, lang),
    ...communityOutreach,
    // A hospital that holds no camps (an emptied timetable) neither lists them nor invites one.
    eyeCamps: holdsCamps ? communityOutreach.eyeCamps : null,
    inviteCamp: holdsCamps ? communityOutreach.inviteCamp : null,
    image: communityImage,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function CommunityOutreach({ loaderData }: Route.ComponentProps) {
  const { programme, serviceLines, seniors, children, emergencies, eyeCamps, inviteCamp, closing, breadcrumbs } =
    loaderData;
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
      {eyeCamps && inviteCamp ? (
        <EyeCamps eyeCamps={eyeCamps} inviteCamp={inviteCamp} callLabel={closing.callLabel} />
      ) : null}
      <CommunityCallToAction closing={closing} />
    </>
  );
}
