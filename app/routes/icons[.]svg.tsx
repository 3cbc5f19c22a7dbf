import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSet } from "~/components/ui/icon-set";

/** One SVG sprite with every content icon, prerendered to build/client/icons.svg. */
export function loader() {
  const symbols = Object.entries(iconSet).map(([name, Component]) => {
    const markup = renderToStaticMarkup(createElement(Component));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  return new Response(sprite, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
