import { indexablePaths } from "~/content/page-paths";
import { LANGS, LANGUAGE_INFO, localizedPath } from "~/i18n/lang";
import { absoluteUrl } from "~/seo/url";

/**
 * Built from the same route and content data as the pages; prerendered to build/client/sitemap.xml. Every page
 * is listed in both languages, each entry naming all its language versions (and x-default, the English one).
 */
export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const entries = LANGS.flatMap((lang) =>
    indexablePaths().map((path) => {
      const alternates = [
        ...LANGS.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_INFO[other].hreflang}" href="${absoluteUrl(localizedPath(path, other))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(path)}"/>`,
      ].join("\n");
      return `  <url>\n    <loc>${absoluteUrl(localizedPath(path, lang))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
