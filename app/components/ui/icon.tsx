import type { SVGProps } from "react";
import type { IconName } from "~/lib/icon-names";

export type { IconName } from "~/lib/icon-names";

/**
 * URL of the icon sprite (built by the icons.svg route from ./icon-set), with its version: the server lets browsers
 * keep it for a year, where a page view used to ask for it again before its icons showed (a round trip on slow data).
 */
export const ICON_SPRITE =
  typeof __ICON_SPRITE_VERSION__ === "string" ? `/icons.svg?${__ICON_SPRITE_VERSION__}` : "/icons.svg";

/**
 * A content icon, drawn from the one cached SVG sprite: no JavaScript per icon, identical to lucide's drawing.
 * Lucide's drawing attributes (no fill, a 2-px round stroke in the text's colour) are the `.icon` rule in app.css,
 * in a layer below the utilities, so classes such as fill-current still apply. Written once there rather than on
 * each of the home page's hundred icons, they are 11 KB less HTML for a slow phone to parse (decision 0039).
 */
export function Icon({
  name,
  className = "size-6",
  ...rest
}: { name: IconName; className?: string } & Omit<SVGProps<SVGSVGElement>, "name" | "className">) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true" {...rest}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
