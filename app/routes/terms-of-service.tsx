import { LegalPageView } from "~/components/legal/legal-page";
import { termsOfService } from "~/content/legal";
import { headFromLoader } from "~/seo/route-head";
import { legalPageData } from "./legal-page-data";
import type { Route } from "./+types/terms-of-service";

const path = "/terms-of-service";

export function loader() {
  return legalPageData(termsOfService, path);
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} labels={loaderData.labels} path={path} />;
}
