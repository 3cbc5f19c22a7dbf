/**
 * A short name for a text's content (FNV-1a, two 32-bit lanes, base 36), for addresses that change when the content
 * does: a file named by it may be cached for good. Not for security. Plain code rather than node:crypto, because
 * modules that call it are bundled for the browser too.
 */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
