import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Privacy Policy",
    description: "Privacy placeholder.",
    path: "/privacy-policy",
    breadcrumbs: [{ name: "Privacy Policy", path: "/privacy-policy" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Privacy Policy"
      breadcrumbs={[{ name: "Privacy Policy", path: "/privacy-policy" }]}
      intro="This page is being written."
    />
  );
}
