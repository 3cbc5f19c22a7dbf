import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Terms of Service",
    description: "Terms placeholder.",
    path: "/terms-of-service",
    breadcrumbs: [{ name: "Terms of Service", path: "/terms-of-service" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Terms of Service"
      breadcrumbs={[{ name: "Terms of Service", path: "/terms-of-service" }]}
      intro="This page is being written."
    />
  );
}
