import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { PageScriptContext } from "./components/islands/page-script";

export const streamTimeout = 5_000;

/**
 * React Router's `.data` addresses are its client router's channel; this site has none (pages are documents), so
 * nothing legitimate reads them. Whatever they answer (a staff page's data included) is never cached or indexed.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", "no-store");
  answer.headers.set("X-Robots-Tag", "noindex, nofollow");
  return answer;
};

/**
 * A refused request (a post to a page without a form, an unknown address) is one short line, without the query
 * (a staff search is personal data); only real failures get their stack. A visitor who left is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname.slice(0, 200)}`);
    return;
  }
  console.error(error);
};

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
