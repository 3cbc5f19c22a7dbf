import { blocksBySlug } from "~/content/markdown-blocks";
import { serviceSlugs } from "~/content/services/service";
import { longTextFacts } from "./long-text-facts";

export { serviceExtraImages, serviceExtras, type ServiceExtras } from "./service-descriptions/extras";

/**
 * Telugu twin of ~/content/service-descriptions: the service page bodies for the /te pages, under the same slugs,
 * one Markdown file each in ./service-descriptions/. Only the service route's loader imports this module.
 */
export const serviceDescriptions = blocksBySlug(
  import.meta.glob<string>("./service-descriptions/*.md", { query: "?raw", import: "default", eager: true }),
  serviceSlugs,
  longTextFacts,
);
