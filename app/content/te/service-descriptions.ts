import { blocksBySlug } from "~/content/markdown-blocks";
import { withPublishedTexts } from "~/content/service-texts-published";
import { serviceSlugs } from "~/content/services/service";
import { longTextFacts } from "./long-text-facts";

export { serviceExtraImages, serviceExtras, type ServiceExtras } from "./service-descriptions/extras";

/**
 * Telugu twin of ~/content/service-descriptions: the service page bodies for the /te pages, under the same slugs,
 * one Markdown file each in ./service-descriptions/. Only the service route's loader imports this module.
 */
/** The repository's Telugu Markdown, by file: what the site editor shows until a body is changed there. */
export const serviceDescriptionSources = import.meta.glob<string>("./service-descriptions/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The bodies the pages show: an editor's published text (decision 0038) over the repository's. */
export const serviceDescriptions = blocksBySlug(
  withPublishedTexts(serviceDescriptionSources, "te"),
  serviceSlugs,
  longTextFacts,
);
