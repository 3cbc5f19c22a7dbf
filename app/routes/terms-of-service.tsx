import { LegalPageView } from "~/components/legal/legal-page";
import { headFromLoader } from "~/seo/route-head";
import { legalPageData } from "./legal-page-data";
import type { Route } from "./+types/terms-of-service";

const path = "/terms-of-service";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData((texts) => texts.termsOfService, path, request);
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPageView page={loaderData.page} labels={loaderData.labels} sectionIds={loaderData.sectionIds} path={path} />
  );
}
