import { site } from "~/content/site";
import { hasOpticalShop } from "~/content/optical-shop";

/** The web app manifest, from the same identity as the pages. */
export function loader() {
  const manifest = {
    name: `${site.name} ${site.city}`,
    short_name: site.shortName,
    description: hasOpticalShop
      ? `Eye hospital and ${site.opticalsName} in ${site.city}, ${site.address.region}.`
      : `Eye hospital in ${site.city}, ${site.address.region}.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.themeColor,
    lang: site.language,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
