import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/community-outreach";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Community Outreach",
    description: "Community placeholder.",
    path: "/community-outreach",
    breadcrumbs: [{ name: "Community Outreach", path: "/community-outreach" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Community Outreach"
      breadcrumbs={[{ name: "Community Outreach", path: "/community-outreach" }]}
      intro="This page is being written."
    />
  );
}
