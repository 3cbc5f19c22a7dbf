import compression from "compression";
import express from "express";
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainFollowsCompression } from "./compressed-drain";

/** What React Router's Express adapter does for each chunk of a streamed page: write, and wait for "drain" if full. */
async function writeLikeTheAdapter(res: express.Response, chunks: string[]) {
  for (const chunk of chunks) {
    if (res.write(chunk)) continue;
    let onDrain = () => {};
    await new Promise<void>((resolve) => {
      onDrain = () => resolve();
      res.once("drain", onDrain);
    }).finally(() => res.off("drain", onDrain));
  }
  res.end();
}

const chunks = Array.from({ length: 40 }, () => randomBytes(48 * 1024).toString("base64"));
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serveAndFetch(withFix: boolean) {
  const app = express();
  app.use(compression());
  // compression's own `res.on`, kept to find its zlib stream: for "drain" it returns the stream once there is one.
  let compressionOn: express.Response["on"] | undefined;
  app.use((_req, res, next) => ((compressionOn = res.on), next()));
  if (withFix) app.use(drainFollowsCompression());
  let counted: Promise<number> | undefined;
  app.get("/", (_req, res) => {
    res.type("html");
    counted = writeLikeTheAdapter(res, chunks).then(() => {
      const probe = () => {};
      const stream = compressionOn!.call(res, "drain", probe) as unknown as NodeJS.EventEmitter;
      stream.removeListener("drain", probe);
      return stream.listenerCount("drain");
    });
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      .get({ port, path: "/", headers: { "Accept-Encoding": "br" } }, (response) => {
        let total = 0;
        response.on("data", (chunk: Buffer) => (total += chunk.length));
        response.on("end", () => resolve(total));
      })
      .on("error", reject);
  });
  return { bytes, drainListenersLeft: await counted! };
}

/**
 * The names of Node's warnings while `run` runs, kept out of the test output: the leak below makes Node warn, and in
 * `npm test`'s output that line read as a leak of the site's own.
 */
async function warningsDuring<T>(run: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const printers = process.listeners("warning");
  process.removeAllListeners("warning");
  const warnings: string[] = [];
  const keep = (warning: Error) => warnings.push(warning.name);
  process.on("warning", keep);
  try {
    return { result: await run(), warnings };
  } finally {
    process.off("warning", keep);
    for (const printer of printers) process.on("warning", printer);
  }
}

describe("a compressed response streamed in many chunks", () => {
  it("leaves no drain listener behind on the compression stream", async () => {
    const { result, warnings } = await warningsDuring(() => serveAndFetch(true));
    expect(result.bytes).toBeGreaterThan(0);
    expect(result.drainListenersLeft).toBe(0);
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it("(the leak it fixes: without it, one listener stays per wait, and Node warns of a leak)", async () => {
    const { result, warnings } = await warningsDuring(() => serveAndFetch(false));
    expect(result.drainListenersLeft).toBeGreaterThan(10);
    expect(warnings).toContain("MaxListenersExceededWarning");
  });
});
