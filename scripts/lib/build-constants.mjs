// The constants fixed at build time, the same for the pages (vite.config.ts), the server bundle
// (scripts/build-server.mjs) and the launch check (scripts/lib/hospital-facts.mjs): the machine's settings, never
// the hospital's content, which the server's bundle is handed with each published version (content-handover.mjs,
// decision 0063). Modules read these, never process.env (app/env.d.ts declares them).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A version of the icon sprite (`/icons.svg`, drawn by its route from the icon set): the pages ask for
 * `/icons.svg?<version>`, which the server lets browsers keep for a year, so a page view no longer asks again for the
 * sprite before its icons show. Made from what draws the sprite: the route, the icon set and lucide's version.
 */
export function iconSpriteVersion() {
  const hash = createHash("sha1");
  for (const file of ["app/routes/icons[.]svg.tsx", "app/components/ui/icon-set.tsx"])
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  hash.update(JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lucide-react/package.json"), "utf8")).version);
  return hash.digest("hex").slice(0, 6);
}

/** Vite's and esbuild's `define`. */
export function buildDefines(env = process.env) {
  const retentionDays = Number(env.REQUEST_RETENTION_DAYS);
  return {
    __ICON_SPRITE_VERSION__: JSON.stringify(iconSpriteVersion()),
    __SITE_ORIGIN__: JSON.stringify(env.SITE_ORIGIN ?? ""),
    __LAUNCH_BUILD__: JSON.stringify(env.LAUNCH === "1"),
    // null when not set: the pages then state the default period, as a sample the hospital must confirm.
    __RETENTION_DAYS__: JSON.stringify(Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : null),
  };
}
