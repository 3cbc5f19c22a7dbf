import { absoluteUrl } from "~/seo/url";

export function loader() {
  // The staff inbox is not named here: it is linked from nowhere public and answers noindex itself.
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
