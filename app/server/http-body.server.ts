/**
 * A request's body as bytes, or null once it passes the limit (whatever Content-Length claims). What comes after
 * the limit is read and dropped (up to 32 times the limit) so that the 413 reaches the sender before the
 * connection closes.
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length")) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > 32 * limit) {
      await reader.cancel();
      break;
    }
    if (size <= limit) chunks.push(value);
  }
  return size > limit ? null : Buffer.concat(chunks);
}
