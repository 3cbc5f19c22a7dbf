import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Eye Hospital",
    description: "Home page placeholder.",
    path: "/",
    breadcrumbs: [{ name: "Eye Hospital", path: "/" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Eye Hospital"
      breadcrumbs={[{ name: "Eye Hospital", path: "/" }]}
      intro="This page is being written."
    />
  );
}
