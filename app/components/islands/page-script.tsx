import { createContext, useContext } from "react";
import { pageStarterScript } from "~/lib/inline-scripts";

/** The page script (entry.client.tsx, built by React Router) and the modules it imports, from React Router's manifest. */
export interface PageScriptAssets {
  module: string;
  imports: readonly string[];
}

/** Handed from entry.server.tsx to the document shell: pages load this instead of React Router's scripts. */
export const PageScriptContext = createContext<PageScriptAssets | null>(null);

/** The page's one script: a small inline starter (lib/inline-scripts.ts) for the page script (none in development). */
export function PageScript() {
  const assets = useContext(PageScriptContext);
  if (!assets) return null;
  // The page script last: the starter preloads the others and runs it.
  const modules = [...assets.imports, assets.module].join(" ");
  return <script data-modules={modules} dangerouslySetInnerHTML={{ __html: pageStarterScript }} />;
}
