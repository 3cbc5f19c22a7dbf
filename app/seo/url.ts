import { site } from "~/content/site";

/** Absolute URL on the site's public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Where the build writes the sharing image of a page: /og/home.png, /og/services/cataract.png, ... */
export function ogImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return `/og/${trimmed === "" ? "home" : trimmed}.png`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
