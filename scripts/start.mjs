// `npm start`: builds the site when there is no build yet, then runs the production server.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server-app/index.js") || !existsSync("build/client/index.html")) {
  console.log("No build found: building the site first (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
}
await import(new URL("../build/server-app/index.js", import.meta.url).href);
