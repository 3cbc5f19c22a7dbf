import busboy from "busboy";

/**
 * Request bodies read within a limit, whether or not they say their length: reading stops at the chunk that passes
 * it and the rest is left unread; the answer then closes the connection (decision 0050). A body's stream is only
 * ever released, never cancelled: cancelling the request's body destroys its socket, and the answer with it.
 */

/** A request's body as bytes, or null once it passes the limit (whatever Content-Length claims). */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length")) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks, size);
      size += value.byteLength;
      if (size > limit) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

export interface MultipartLimits {
  /** The whole body, files and fields. */
  bodyBytes: number;
  /** How many files, and how many text fields. */
  files: number;
  fields: number;
  /** The text fields together. */
  textBytes: number;
}

export type MultipartRead =
  | { ok: true; fields: URLSearchParams; files: Map<string, File> }
  /** Past a limit; not multipart as it claimed; refused by `beforeFiles` (the file left unread). */
  | { ok: false; problem: "too-large" | "unreadable" | "refused" };

/**
 * A multipart/form-data body, parsed as it arrives (busboy): its text fields and its files, held in memory within
 * the limits. `beforeFiles` sees the text fields that came before the first file, as that file begins: a false
 * answer stops there, the file unread (a form's CSRF token, which the page puts before its file input).
 */
export async function readMultipartLimited(
  request: Request,
  limits: MultipartLimits,
  beforeFiles: (fields: URLSearchParams) => boolean = () => true,
): Promise<MultipartRead> {
  if (Number(request.headers.get("content-length")) > limits.bodyBytes) return { ok: false, problem: "too-large" };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: {
        files: limits.files,
        fields: limits.fields,
        parts: limits.files + limits.fields,
        fieldSize: limits.textBytes,
        fileSize: limits.bodyBytes,
      },
    });
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const fields = new URLSearchParams();
  const files = new Map<string, File>();
  let textBytes = 0;
  let checked = false;
  // An object, not a variable: it is set from the parser's events, which the reading loop below must see.
  const state: { stopped?: MultipartRead & { ok: false }; wake: () => void } = { wake: () => {} };
  const stop = (problem: "too-large" | "unreadable" | "refused") => {
    state.stopped ??= { ok: false, problem };
    state.wake();
  };
  parser.on("field", (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || info.nameTruncated || textBytes > limits.textBytes) return stop("too-large");
    fields.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    // A file cut short (a stop, the parser destroyed) errors its stream: the stop has said why already.
    stream.on("error", () => {});
    if (!checked) {
      checked = true;
      if (!beforeFiles(fields)) {
        stream.resume();
        return stop("refused");
      }
    }
    // Buffers from Node's own pool: never a SharedArrayBuffer's, as File's type would have it.
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on("data", (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
    stream.on("limit", () => stop("too-large"));
    stream.on("end", () => {
      if (!state.stopped) files.set(name, new File(chunks, info.filename ?? "", { type: info.mimeType }));
    });
  });
  for (const event of ["filesLimit", "fieldsLimit", "partsLimit"]) parser.on(event, () => stop("too-large"));
  parser.on("error", () => stop("unreadable"));
  const finished = new Promise<void>((resolve) => parser.on("close", resolve));

  const reader = request.body?.getReader();
  let size = 0;
  try {
    while (reader && !state.stopped) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.bodyBytes) stop("too-large");
      else if (!parser.write(value) && !state.stopped) {
        // The file's chunks are taken as they come, so the parser drains at once; a stop wakes this too.
        await new Promise<void>((resolve) => {
          state.wake = resolve;
          parser.once("drain", resolve);
        });
      }
    }
  } finally {
    reader?.releaseLock();
  }
  if (!state.stopped) {
    parser.end();
    await finished;
  }
  if (state.stopped) {
    parser.destroy();
    return state.stopped;
  }
  return { ok: true, fields, files };
}
