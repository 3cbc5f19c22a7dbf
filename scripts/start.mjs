// `npm start`: builds the site when there is no build yet, or when a source file was saved after it (issue 43, item
// 5), then runs the production server. Where the build tools are not installed (a production install), it says that
// it serves an older build instead.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staleBuild } from "./lib/stale-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const canBuild = existsSync(new URL("../node_modules/@react-router/dev", import.meta.url));
if (!existsSync("build/server-app/index.js") || !existsSync("build/client/index.html")) {
  console.log("No build found: building the site first (about half a minute)…");
  execSync("npm run build", { stdio: "inherit" });
} else {
  const changed = staleBuild(root);
  if (changed && canBuild) {
    console.log(`A source file was saved at ${changed.toLocaleTimeString()}, after the build: building again…`);
    execSync("npm run build", { stdio: "inherit" });
  } else if (changed) {
    console.warn(
      `Serving a build older than the sources (one was saved at ${changed.toLocaleString()}); the build tools are not ` +
        "installed here, so build elsewhere (npm run build) and copy build/ in.",
    );
  }
}
await import(new URL("../build/server-app/index.js", import.meta.url).href);
