// A text file's brotli and gzip copies, stored beside it (`<file>.br`, `<file>.gz`), so the server sends stored bytes
// (server/stored-files.ts) instead of compressing on every request: the build (scripts/precompress.mjs) and each
// publish (server/site-render-worker.ts).
import fs from "node:fs";
import path from "node:path";
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

/**
 * Copies the compressed copies of `file` from the first earlier render (or the build) that holds the same bytes at
 * the same place, `relativePath` under one of `earlierDirs`; whether it found them. Brotli at its best takes about
 * 4 s of a 2-core machine for a version's pages: a restore, the render after an update or a new day, and a publish
 * of what was just previewed mostly repeat pages already compressed. An earlier folder pruned meanwhile is passed by.
 */
export function copyCompressedCopies(file, relativePath, earlierDirs) {
  const bytes = fs.readFileSync(file);
  for (const dir of earlierDirs) {
    const earlier = path.join(dir, relativePath);
    try {
      if (!fs.readFileSync(earlier).equals(bytes)) continue;
      // The same bytes had the same copies: one that saved too little was not written then, and is not now.
      const copies = [".br", ".gz"].filter((suffix) => fs.existsSync(earlier + suffix));
      for (const suffix of copies) fs.copyFileSync(earlier + suffix, file + suffix);
      return true;
    } catch {
      // Not there (a page that is new, or a folder pruned since): the next folder, or compress it anew.
    }
  }
  return false;
}
