import { LegalPageView } from "~/components/legal/legal-page";
import { headFromLoader } from "~/seo/route-head";
import { legalPageData } from "./legal-page-data";
import type { Route } from "./+types/privacy-policy";

const path = "/privacy-policy";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData((texts) => texts.privacyPolicy, path, request);
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPageView page={loaderData.page} labels={loaderData.labels} sectionIds={loaderData.sectionIds} path={path} />
  );
}
