import { createContext, useContext } from "react";
import { pageStarterScript } from "~/lib/inline-scripts";

/** The page script (entry.client.tsx, built by React Router), from React Router's manifest. */
export interface PageScriptAssets {
  module: string;
}

/** Handed from entry.server.tsx to the document shell: pages load this instead of React Router's scripts. */
export const PageScriptContext = createContext<PageScriptAssets | null>(null);

/** The page's one script: a small inline starter (lib/inline-scripts.ts) for the page script, built or under Vite. */
export function PageScript() {
  const assets = useContext(PageScriptContext);
  if (!assets) return null;
  // One file in a build (scripts/lib/page-script-chunk.mjs); under Vite the module asks for its own imports.
  return <script data-module={assets.module} dangerouslySetInnerHTML={{ __html: pageStarterScript }} />;
}

/**
 * Under the development server only: React's refresh runtime, which Vite's React transform expects before any
 * component module runs (React Router's <Scripts/> would load it; the page script replaces those). Never in a build.
 */
export function DevelopmentPreamble() {
  if (!import.meta.env.DEV) return null;
  return (
    <script
      type="module"
      dangerouslySetInnerHTML={{ __html: 'import "/@id/__x00__virtual:react-router/inject-hmr-runtime";' }}
    />
  );
}
