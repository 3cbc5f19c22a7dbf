import { redirect } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { serviceDescriptions } from "~/content/service-descriptions";
import { getService } from "~/content/services";
import { buildPageMeta } from "~/seo/meta";
import { procedureNode } from "~/seo/structured-data";
import type { Route } from "./+types/service-detail";

/** Where an unknown service slug lands; the services page shows the 'Service not found' toast. */
export const SERVICE_NOT_FOUND_REDIRECT = "/services?notFound=service";

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(params.slug);
  if (!service) throw redirect(SERVICE_NOT_FOUND_REDIRECT);
  return { slug: service.slug, body: serviceDescriptions[service.slug] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const service = getService(loaderData?.slug);
  if (!service) return [];
  const path = `/services/${service.slug}`;
  return buildPageMeta({
    title: service.metaTitle,
    description: service.metaDescription,
    keywords: service.keywords,
    path,
    breadcrumbs: [
      { name: "Services", path: "/services" },
      { name: service.title, path },
    ],
    structuredData: [
      procedureNode({ type: service.schemaType, name: service.title, description: service.description, path }),
    ],
  });
};

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const service = getService(loaderData.slug)!;
  return (
    <PageHero
      title={service.title}
      intro={service.shortDescription}
      breadcrumbs={[
        { name: "Services", path: "/services" },
        { name: service.title, path: `/services/${service.slug}` },
      ]}
    />
  );
}
