// After the build: writes client/404.html, the not-found page that static hosts and CDNs serve for unknown paths
// (the Node server renders it itself, with status 404). Rendered by the app's own server build.
import fs from "node:fs";
import path from "node:path";
import { loadServerBundle } from "../server/publishing/server-bundle.mjs";
import { createRequestHandler } from "react-router";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = loadServerBundle(buildDir);
const handle = createRequestHandler(serverBuild, "production");
// The English page, and the Telugu one for addresses under /te/ (a static host can be told to serve it there).
for (const [address, file] of [
  ["/404", "404.html"],
  ["/te/404", "te/404.html"],
]) {
  const response = await handle(new Request(`http://localhost${address}`));
  if (response.status !== 404) throw new Error(`expected ${address} to answer 404, got ${response.status}`);
  fs.mkdirSync(path.dirname(path.join(buildDir, "client", file)), { recursive: true });
  fs.writeFileSync(path.join(buildDir, "client", file), await response.text());
  console.log(`static-not-found: client/${file} written`);
}
