import { absoluteUrl } from "./url";

// Node ids shared by the page head (buildPageMeta) and the structured-data graph, so both name the same nodes.

export const websiteId = absoluteUrl("/#website");

/** The web page itself: its own address, which is also its canonical URL. */
export function webPageId(path: string): string {
  return absoluteUrl(path);
}

/** A service page's procedure, test or therapy, by the page's path. */
export function serviceId(path: string): string {
  return `${absoluteUrl(path)}#service`;
}
