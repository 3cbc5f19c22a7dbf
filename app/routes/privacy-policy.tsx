import { LegalPageView } from "~/components/legal/legal-page";
import { legalLabels, privacyPolicy } from "~/content/legal";
import { buildPageMeta } from "~/seo/meta";
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

/** Built on the server by the loader, so the head's code stays out of the page's JavaScript. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} labels={loaderData.labels} path={path} />;
}
