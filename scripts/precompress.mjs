// The last build step: store a brotli and a gzip copy beside every text file in build/client, so the server sends
// stored bytes (server/stored-files.ts picks one by Accept-Encoding) instead of compressing on every request.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const TEXT = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest", ".data", ".ico"]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.has(path.extname(entry.name))) yield full;
  }
}

let written = 0;
for (const file of files(clientDir)) {
  const bytes = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that saves nothing is not worth a second file (and a Content-Encoding header).
  for (const [suffix, compressed] of [
    [".br", br],
    [".gz", gz],
  ]) {
    if (compressed.length >= bytes.length * 0.9) continue;
    fs.writeFileSync(file + suffix, compressed);
    written++;
  }
}
console.log(`precompress: ${written} brotli and gzip copies written`);
