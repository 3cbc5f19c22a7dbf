import { LegalPageView } from "~/components/legal/legal-page";
import { legalLabels, privacyPolicy } from "~/content/legal";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy-policy";

const path = "/privacy-policy";

/** The policy text travels as route data, so it stays out of the JavaScript bundle. */
export function loader() {
  return { page: privacyPolicy, labels: legalLabels };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? buildPageMeta({
        title: loaderData.page.title,
        description: loaderData.page.metaDescription,
        keywords: loaderData.page.keywords,
        path,
        breadcrumbs: [{ name: loaderData.page.title, path }],
      })
    : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} labels={loaderData.labels} path={path} />;
}
