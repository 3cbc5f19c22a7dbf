import { absoluteUrl } from "./url";

// Node ids shared by the page head (bundled for the browser, so kept tiny) and the server-built graph.

export const websiteId = absoluteUrl("/#website");

/** The web page itself: its own address, which is also its canonical URL. */
export function webPageId(path: string): string {
  return absoluteUrl(path);
}

/** A service page's procedure, test or therapy. */
export function serviceId(slug: string): string {
  return `${absoluteUrl(`/services/${slug}`)}#service`;
}
