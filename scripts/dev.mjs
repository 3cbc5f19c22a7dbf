// `npm run dev`: the production application (server/site.ts: the Express shell, its guards and limits, the forms'
// storage, the front desk) with Vite's development server in place of the build, so every page, form and /staff
// works under hot reload. The database is DATABASE_PATH (default data/requests.sqlite, git-ignored).
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startSite } = await vite.ssrLoadModule("/server/site.ts");
await startSite({ vite });
