import { longTextFacts } from "./long-text-facts";
import { blocksBySlug } from "./markdown-blocks";
import { serviceSlugs } from "./services/service";

export { serviceExtraImages, serviceExtras, type ServiceExtras } from "./service-descriptions/extras";

/**
 * Service page bodies, kept apart from ./services so that pages listing services do not ship them.
 * Only the service route's loader imports this module.
 * Each body is a Markdown file in ./service-descriptions/ named by its slug (see ./markdown-blocks for what it may hold).
 */
export const serviceDescriptions = blocksBySlug(
  import.meta.glob<string>("./service-descriptions/*.md", { query: "?raw", import: "default", eager: true }),
  serviceSlugs,
  longTextFacts,
);
