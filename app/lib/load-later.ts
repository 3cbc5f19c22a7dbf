/**
 * The site's one way of doing something later rather than now: when the browser has a quiet moment, or when an
 * element comes near the screen (whenIdle is in ./when-idle, apart, so the page script carries only this one).
 * What gets loaded is always a dynamic import(); these decide when.
 */

/**
 * Calls `callback` once for each element as it comes within `rootMargin` of the screen (a little before it is
 * visible, so what it needs is ready when the visitor gets there). Without IntersectionObserver, at once.
 */
export function whenNearScreen(
  elements: Iterable<Element>,
  callback: (element: Element) => void,
  rootMargin = "200px 0px",
): () => void {
  if (!("IntersectionObserver" in window)) {
    for (const element of elements) callback(element);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        callback(entry.target);
      }
    },
    { rootMargin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
