import { useLayoutEffect, type ReactNode } from "react";

/**
 * The top of every island's React tree, on the server and in the browser alike (so that the ids React generates
 * inside match). In the browser it reports the moment hydration has committed.
 */
export function IslandRoot({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return children;
}
