import path from "node:path";
import { createApp } from "./app";
import { openSqliteStore } from "./storage";

/** The one process a hospital runs: pages, forms and storage. Settings come from the environment (see README). */
const port = Number(process.env.PORT ?? 3000);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const dataFile = process.env.DATABASE_PATH ?? path.resolve("data", "requests.sqlite");

const store = openSqliteStore(dataFile);
const app = await createApp({
  buildDir,
  store,
  rateLimit: {
    windowMs: Number(process.env.SUBMIT_RATE_WINDOW_MS ?? 10 * 60_000),
    limit: Number(process.env.SUBMIT_RATE_LIMIT ?? 20),
  },
  trustProxy: process.env.TRUST_PROXY ?? false,
});

const server = app.listen(port, () => {
  console.log(`Site ready on http://localhost:${port} (requests stored in ${dataFile})`);
});

function shutdown() {
  server.close(() => {
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
