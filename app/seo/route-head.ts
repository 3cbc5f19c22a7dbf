import type { MetaDescriptor } from "react-router";

/**
 * Every page's head is built on the server by its loader (with buildPageMeta), so the head's code and copy stay
 * out of the page's JavaScript; each route's `meta` only hands that head over. A module of its own, so that
 * pages import nothing else for it.
 */
export function headFromLoader({ loaderData }: { loaderData?: { head: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.head ?? [];
}

/** A form page's headers: those of its action when it sent the form back (no-store, Retry-After), else the page's. */
export function headersOfFormPage({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
