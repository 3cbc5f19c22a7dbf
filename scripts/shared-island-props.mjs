// After the pages: writes each shared-props file the built pages name (an island's data-island-shared, e.g. the
// menus' words at /assets/menu-words/te-<hash>.json), rendered by the app's own server build. Before precompress,
// which makes their brotli and gzip copies. A name no route answers stops the build: a page would name a missing file.
import fs from "node:fs";
import path from "node:path";
import { loadServerBundle } from "../server/publishing/server-bundle.mjs";
import { createRequestHandler } from "react-router";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const serverBuild = loadServerBundle(buildDir);
const handle = createRequestHandler(serverBuild, "production");

const htmlFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });

const named = new Set();
for (const file of htmlFiles(clientDir)) {
  for (const match of fs.readFileSync(file, "utf8").matchAll(/ data-island-shared="([^"]+)"/g)) named.add(match[1]);
}
for (const address of named) {
  const response = await handle(new Request(`http://localhost${address}`));
  if (response.status !== 200) throw new Error(`shared-island-props: ${address} answered ${response.status}`);
  const target = path.join(clientDir, ...address.split("/"));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, await response.text());
  console.log(`shared-island-props: client${address} written`);
}
