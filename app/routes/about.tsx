import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "About Us",
    description: "About page placeholder.",
    path: "/about",
    breadcrumbs: [{ name: "About Us", path: "/about" }],
  });

export default function Page() {
  return (
    <PageHero
      title="About Us"
      breadcrumbs={[{ name: "About Us", path: "/about" }]}
      intro="This page is being written."
    />
  );
}
