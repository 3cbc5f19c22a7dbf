/** The public origin, SITE_ORIGIN at build time (vite.config.ts, scripts/build-server.mjs); absent in tests. */
declare const __SITE_ORIGIN__: string | undefined;
/** True in a launch build (LAUNCH=1 at build time); absent in tests. */
declare const __LAUNCH_BUILD__: boolean | undefined;
/** Days a request is kept before it is erased: REQUEST_RETENTION_DAYS at build time; null when unset, absent in tests. */
declare const __RETENTION_DAYS__: number | null | undefined;
/** The icon sprite's version (scripts/lib/build-constants.mjs); absent in tests. */
declare const __ICON_SPRITE_VERSION__: string | undefined;

/** The islands, by name, from their files (scripts/lib/island-modules.mjs). */
declare module "virtual:island-modules" {
  import type { ComponentType } from "react";
  const modules: Record<string, () => Promise<{ default: ComponentType<never> }>>;
  export default modules;
}
