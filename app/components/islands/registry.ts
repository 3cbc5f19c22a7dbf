import type { ComponentProps, ComponentType } from "react";

/**
 * Every island: a part of a page that needs JavaScript, and the module that makes it interactive. The server
 * renders each one inside the page's HTML; the browser loads its module only when a visitor reaches for it
 * (see runtime.ts). Names are written into the HTML, so renaming one changes the built pages.
 */
export const islandModules = {
  "desktop-nav": () => import("~/components/layout/desktop-nav"),
  "mobile-menu": () => import("~/components/layout/mobile-menu-button"),
  "text-size-group": () => import("~/components/layout/text-size-group"),
  "text-size-cycle": () => import("~/components/layout/text-size-cycle"),
  "booking-form": () => import("~/components/booking/booking-form"),
  "contact-form": () => import("~/components/contact/contact-form"),
  "article-finder": () => import("~/components/education/article-finder"),
  "article-tools": () => import("~/components/education/article-tools"),
  "testimonial-carousel": () => import("~/components/testimonials/testimonial-carousel"),
  "service-gallery": () => import("~/components/services/service-gallery"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandModules;

export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandModules)[N]>>["default"];

export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

/** When an island's module is loaded and hydrated. */
export type IslandTrigger =
  /** The first pointer, touch, focus or key on it (the default: most islands wait for a visitor's intent). */
  | "interaction"
  /** Scrolled near the viewport. */
  | "visible";

/** The attributes the server writes and the browser runtime reads. */
export const ISLAND_ATTRIBUTES = {
  name: "data-island",
  props: "data-island-props",
  trigger: "data-island-on",
  query: "data-island-query",
  idPrefix: "data-island-id",
  state: "data-island-state",
} as const;
