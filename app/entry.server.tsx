import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { PageScriptContext } from "./components/islands/page-script";

export const streamTimeout = 5_000;

/**
 * Renders a page. The document shell loads one small page script (entry.client.tsx) instead of React Router's
 * hydration scripts: the page is never hydrated as a whole, only its islands are (app/components/islands/).
 * Crawlers and the prerenderer get the whole page at once; people get it streamed as it renders.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Pages rendered on request (a search, a 404) are revalidated like the prerendered ones.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <PageScriptContext.Provider value={routerContext.manifest.entry}>
        <ServerRouter context={routerContext} url={request.url} />
      </PageScriptContext.Provider>,
      {
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reach React Router's own logging; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Let rejected boundaries flush before giving up on a slow render.
    setTimeout(abort, streamTimeout + 1000);
  });
}
