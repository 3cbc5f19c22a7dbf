// The constants fixed at build time, the same for the pages (vite.config.ts), the server bundle
// (scripts/build-server.mjs) and the launch check (scripts/lib/hospital-facts.mjs): the machine's settings, never
// the hospital's content, which the server's bundle is handed with each published version (content-handover.mjs,
// decision 0063). Modules read these, never process.env (app/env.d.ts declares them).

/** Vite's and esbuild's `define`. */
export function buildDefines(env = process.env) {
  const retentionDays = Number(env.REQUEST_RETENTION_DAYS);
  return {
    __SITE_ORIGIN__: JSON.stringify(env.SITE_ORIGIN ?? ""),
    __LAUNCH_BUILD__: JSON.stringify(env.LAUNCH === "1"),
    // null when not set: the pages then state the default period, as a sample the hospital must confirm.
    __RETENTION_DAYS__: JSON.stringify(Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : null),
  };
}
