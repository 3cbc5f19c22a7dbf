import { indexablePaths } from "~/content/routes";
import { absoluteUrl } from "~/seo/url";

/** Built from the same route and content data as the pages; prerendered to build/client/sitemap.xml. */
export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = indexablePaths()
    .map((path) => `  <url>\n    <loc>${absoluteUrl(path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
