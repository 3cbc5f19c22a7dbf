import { LegalPageView } from "~/components/legal/legal-page";
import { legalLabels, privacyPolicy } from "~/content/legal";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/privacy-policy";

const path = "/privacy-policy";

/** The policy text travels as route data, so it stays out of the JavaScript bundle. */
export function loader() {
  return {
    head: buildPageMeta({
      title: privacyPolicy.title,
      description: privacyPolicy.metaDescription,
      keywords: privacyPolicy.keywords,
      path,
      breadcrumbs: [{ name: privacyPolicy.title, path }],
    }),
    page: privacyPolicy,
    labels: legalLabels,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} labels={loaderData.labels} path={path} />;
}
