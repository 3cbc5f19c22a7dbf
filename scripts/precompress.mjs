// The last build step: store a brotli and a gzip copy beside every text file in build/client, so the server sends
// stored bytes (server/stored-files.ts picks one by Accept-Encoding) instead of compressing on every request.
import fs from "node:fs";
import path from "node:path";
import { storeCompressedCopies } from "../server/publishing/compress.mjs";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const TEXT = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest", ".data", ".ico"]);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.has(path.extname(entry.name))) yield full;
  }
}

let written = 0;
for (const file of files(clientDir)) written += await storeCompressedCopies(file);
console.log(`precompress: ${written} brotli and gzip copies written`);
