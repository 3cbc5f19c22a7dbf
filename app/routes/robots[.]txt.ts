import { absoluteUrl } from "~/seo/url";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /staff\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
