// After the build: writes client/404.html, the not-found page that static hosts and CDNs serve for unknown paths
// (the Node server renders it itself, with status 404). Rendered by the app's own server build.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
const handle = createRequestHandler(serverBuild, "production");
const response = await handle(new Request("http://localhost/404"));
if (response.status !== 404) throw new Error(`expected the not-found page to answer 404, got ${response.status}`);
fs.writeFileSync(path.join(buildDir, "client", "404.html"), await response.text());
console.log("static-not-found: client/404.html written");
