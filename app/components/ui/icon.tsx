import type { SVGProps } from "react";

/** The icons content may name. Content refers to icons by these keys so it stays plain data. */
export const iconNames = [
  "activity",
  "apple",
  "award",
  "baby",
  "badge-check",
  "book-open",
  "brain",
  "building",
  "bus",
  "calendar",
  "clock",
  "contact",
  "credit-card",
  "crosshair",
  "droplets",
  "eye",
  "eye-off",
  "focus",
  "gem",
  "glasses",
  "hand-heart",
  "heart",
  "heart-handshake",
  "hospital",
  "rupee",
  "layers",
  "leaf",
  "lightbulb",
  "map-pin",
  "microscope",
  "monitor",
  "palette",
  "pill",
  "ruler",
  "scale",
  "scan-eye",
  "search",
  "shield",
  "shield-check",
  "siren",
  "smile",
  "sparkles",
  "star",
  "stethoscope",
  "sun",
  "target",
  "tent",
  "thumbs-up",
  "user",
  "users",
  "wallet",
  "zap",
  "x",
  "phone",
  "arrow-right",
  "external-link",
  "chevron-right",
  "info",
  "triangle-alert",
  "chevron-down",
  "quote",
  "chevron-left",
  "mail",
  "message-circle",
  "menu",
  "calendar-plus",
  "house",
  "check",
  "store",
  "arrow-left",
  "calendar-days",
  "printer",
  "share-2",
  "circle-check",
  "circle-alert",
  "check-circle-2",
  "graduation-cap",
  "languages",
] as const;

export type IconName = (typeof iconNames)[number];

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
