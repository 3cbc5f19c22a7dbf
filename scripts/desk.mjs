// `npm run staff:add -- NAME` and the desk's other commands (server/cli.ts). Works on a fresh install: when the
// server has not been built yet, only its bundle is built (a second), not the whole site.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const cli = path.resolve(process.env.BUILD_DIR ?? "build", "server-app", "cli.js");
if (!existsSync(cli)) await import("./build-server.mjs");
await import(pathToFileURL(cli).href);
