import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Contact Us",
    description: "Contact placeholder.",
    path: "/contact",
    breadcrumbs: [{ name: "Contact Us", path: "/contact" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Contact Us"
      breadcrumbs={[{ name: "Contact Us", path: "/contact" }]}
      intro="This page is being written."
    />
  );
}
