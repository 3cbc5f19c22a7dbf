// `npm run dev`: the production application (server/site.ts: the Express shell, its guards and limits, the forms'
// storage, the front desk) with Vite's development server in place of the build, so every page, form and /staff
// works under hot reload. The database is DATABASE_PATH (default data/requests.sqlite, git-ignored).
import { createServer } from "vite";
import { isToolNoise } from "./lib/run-steps.mjs";

// Vite's logger warns through the console: its line about an option React Router passes (scripts/lib/run-steps.mjs)
// would greet every `npm run dev` three times, asking nothing of us.
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (!(args.length === 1 && typeof args[0] === "string" && isToolNoise(args[0]))) warn(...args);
};

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startSite } = await vite.ssrLoadModule("/server/site.ts");
await startSite({ vite });
