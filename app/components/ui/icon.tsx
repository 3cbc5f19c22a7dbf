import type { SVGProps } from "react";
import type { IconName } from "~/lib/icon-names";

export type { IconName } from "~/lib/icon-names";

/** URL of the icon sprite (built by the icons.svg route from ./icon-set). */
export const ICON_SPRITE = "/icons.svg";

/**
 * A content icon, drawn from the one cached SVG sprite: no JavaScript per icon, identical to lucide's drawing.
 */
export function Icon({
  name,
  className = "size-6",
  ...rest
}: { name: IconName; className?: string } & Omit<SVGProps<SVGSVGElement>, "name" | "className">) {
  // Lucide's drawing attributes sit on the outer <svg>, so classes such as fill-current still apply.
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
