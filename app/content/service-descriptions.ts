import { longTextFacts } from "./long-text-facts";
import { blocksBySlug } from "./markdown-blocks";
import { withPublishedTexts } from "./service-texts-published";
import { serviceSlugs } from "./services/service";

export { serviceExtraImages, serviceExtras, type ServiceExtras } from "./service-descriptions/extras";

/**
 * Service page bodies, kept apart from ./services so that pages listing services do not ship them.
 * Only the service route's loader imports this module.
 * Each body is a Markdown file in ./service-descriptions/ named by its slug (see ./markdown-blocks for what it may hold).
 */
/** The repository's Markdown, by file: what the site editor shows until a body is changed there. */
export const serviceDescriptionSources = import.meta.glob<string>("./service-descriptions/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The bodies the pages show: an editor's published text (decision 0038) over the repository's. */
export const serviceDescriptions = blocksBySlug(
  withPublishedTexts(serviceDescriptionSources, "en"),
  serviceSlugs,
  longTextFacts,
);
