import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/doctors";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Our Expert",
    description: "Doctor placeholder.",
    path: "/doctors",
    breadcrumbs: [{ name: "Our Expert", path: "/doctors" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Our Expert"
      breadcrumbs={[{ name: "Our Expert", path: "/doctors" }]}
      intro="This page is being written."
    />
  );
}
