// Loaded into the server by the publish bench (`node --expose-gc --import`): on SIGUSR2 it collects the garbage and
// writes the heap in use, in bytes, to HEAP_REPORT_FILE. What a published version keeps is what survives a collection.
import fs from "node:fs";

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  globalThis.gc?.();
  fs.writeFileSync(process.env.HEAP_REPORT_FILE, String(process.memoryUsage().heapUsed));
});
