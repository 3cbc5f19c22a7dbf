import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `compression` hands a response's "drain" listeners to its zlib stream, but taking one off (`off`, or `once` after
 * it fires) still goes to the response, so the listener stays on the stream (expressjs/compression#135). React
 * Router's adapter waits for "drain" that way after every write the client is slow to take: a large staff page left
 * one listener per wait, and Node's MaxListenersExceededWarning filled the log. This sends each removal where the
 * listener went. Put it directly after `compression()`.
 */
export function drainFollowsCompression() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const compressionOn = res.on;
    const removeFromResponse = res.removeListener;
    let stream: NodeJS.EventEmitter | undefined;
    res.on = function (this: Response, event: string | symbol, listener: Listener) {
      const target = compressionOn.call(this, event, listener) as unknown;
      // compression returns the zlib stream's own `on` result (the stream) once it has one, the response before.
      if (event === "drain" && target !== this) stream = target as NodeJS.EventEmitter;
      return this;
    } as Response["on"];
    res.removeListener = res.off = function (this: Response, event: string | symbol, listener: Listener) {
      if (event === "drain") stream?.removeListener(event, listener);
      return removeFromResponse.call(this, event, listener);
    } as Response["removeListener"];
    next();
  };
}
