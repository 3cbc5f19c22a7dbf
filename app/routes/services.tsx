import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Eye Care Services",
    description: "Services placeholder.",
    path: "/services",
    breadcrumbs: [{ name: "Eye Care Services", path: "/services" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Eye Care Services"
      breadcrumbs={[{ name: "Eye Care Services", path: "/services" }]}
      intro="This page is being written."
    />
  );
}
