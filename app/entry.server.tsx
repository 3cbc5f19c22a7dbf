import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { deferHydration } from "./lib/deferred-hydration";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering (pages are small and mostly prerendered, and crawlers want it whole),
 * then defers hydration until after the first paint (see deferHydration).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const html = Buffer.concat(chunks).toString("utf8");
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(import.meta.env.DEV ? html : deferHydration(html), { status, headers: responseHeaders }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(collector);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reach React Router's own logging; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
    // Let rejected boundaries flush before giving up on a slow render.
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}
