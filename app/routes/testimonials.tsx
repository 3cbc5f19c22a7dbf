import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Patient Testimonials",
    description: "Testimonials placeholder.",
    path: "/testimonials",
    breadcrumbs: [{ name: "Patient Testimonials", path: "/testimonials" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Patient Testimonials"
      breadcrumbs={[{ name: "Patient Testimonials", path: "/testimonials" }]}
      intro="This page is being written."
    />
  );
}
