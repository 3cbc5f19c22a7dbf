import { PageHero } from "~/components/sections/page-hero";
import { buildPageMeta } from "~/seo/meta";
import type { Route } from "./+types/focus-opticals";

export const meta: Route.MetaFunction = () =>
  buildPageMeta({
    title: "Focus Opticals",
    description: "Opticals placeholder.",
    path: "/focus-opticals",
    breadcrumbs: [{ name: "Focus Opticals", path: "/focus-opticals" }],
  });

export default function Page() {
  return (
    <PageHero
      title="Focus Opticals"
      breadcrumbs={[{ name: "Focus Opticals", path: "/focus-opticals" }]}
      intro="This page is being written."
    />
  );
}
