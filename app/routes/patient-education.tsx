import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/patient-education";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Patient Education",
    description: "Education placeholder.",
    path: "/patient-education",
    breadcrumbs: [{ name: "Patient Education", path: "/patient-education" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Patient Education"
      breadcrumbs={[{ name: "Patient Education", path: "/patient-education" }]}
      intro="This page is being written."
    />
  );
}
