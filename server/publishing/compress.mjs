// A text file's brotli and gzip copies, stored beside it (`<file>.br`, `<file>.gz`), so the server sends stored bytes
// (server/stored-files.ts) instead of compressing on every request: the build (scripts/precompress.mjs) and each
// publish (server/site-render-worker.ts).
import fs from "node:fs";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes the copies of `file` that save at least a tenth (a smaller gain is not worth a second file); their count. */
export async function storeCompressedCopies(file) {
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
  let written = 0;
  for (const [suffix, compressed] of [
    [".br", br],
    [".gz", gz],
  ]) {
    if (compressed.length >= bytes.length * 0.9) continue;
    fs.writeFileSync(file + suffix, compressed);
    written++;
  }
  return written;
}
