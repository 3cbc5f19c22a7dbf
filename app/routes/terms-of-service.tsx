import { LegalPageView } from "~/components/legal/legal-page";
import { legalLabels, termsOfService } from "~/content/legal";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/terms-of-service";

const path = "/terms-of-service";

/** The policy text travels as route data, so it stays out of the JavaScript bundle. */
export function loader() {
  return {
    head: buildPageMeta({
      title: termsOfService.title,
      description: termsOfService.metaDescription,
      keywords: termsOfService.keywords,
      path,
      breadcrumbs: [{ name: termsOfService.title, path }],
    }),
    page: termsOfService,
    labels: legalLabels,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} labels={loaderData.labels} path={path} />;
}
