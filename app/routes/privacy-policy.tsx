import { LegalPageView } from "~/components/legal/legal-page";
import { privacyPolicy } from "~/content/legal";
import { headFromLoader } from "~/seo/route-head";
import { legalPageData } from "./legal-page-data";
import type { Route } from "./+types/privacy-policy";

const path = "/privacy-policy";

export function loader() {
  return legalPageData(privacyPolicy, path);
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} labels={loaderData.labels} path={path} />;
}
