import { createContext, useLayoutEffect, type ReactNode } from "react";
import type { Lang } from "~/i18n/lang";
import { LangContext } from "~/i18n/use-lang";

/** True inside an island's tree: an island there would be hydrated twice (island.tsx refuses it). */
export const InsideIsland = createContext(false);

/**
 * The top of every island's React tree, on the server and in the browser alike (so that the ids React generates
 * inside match). In the browser it reports the moment hydration has committed.
 */
export function IslandRoot({
  onCommit,
  lang,
  children,
}: {
  onCommit?: () => void;
  /** The page's language, for shared components inside the island (islands render outside the page's tree). */
  lang: Lang;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return (
    <InsideIsland value={true}>
      <LangContext value={lang}>{children}</LangContext>
    </InsideIsland>
  );
}
