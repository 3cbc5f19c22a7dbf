import { createContext, useContext } from "react";
import { EARLY_TAPS_GLOBAL } from "./registry";

/** The page script (entry.client.tsx, built by React Router) and the modules it imports, from React Router's manifest. */
export interface PageScriptAssets {
  module: string;
  imports: readonly string[];
}

/** Handed from entry.server.tsx to the document shell: pages load this instead of React Router's scripts. */
export const PageScriptContext = createContext<PageScriptAssets | null>(null);

/**
 * Starts the page script once the first frame has been painted, so that on slow mobile data nothing competes with
 * the stylesheet and the first picture (Lighthouse's simulated LCP: ~1.35 s when the script is fetched with the
 * HTML, ~1.1 s after the paint; docs/decisions/0006). Its imports are preloaded at the same moment, in parallel.
 * The second timeout covers tabs that paint no frames (opened in the background).
 *
 * Until it runs, a tap on an island's button is held (not lost) and replayed by the runtime; links and forms
 * work as they do without JavaScript. A classic inline script in ES5, hashed into the CSP by the server; the same
 * on every page (one hash): the modules come from its data-modules attribute.
 */
const startScript = [
  "(function(){",
  "var d=document,r=d.documentElement,held=[],me=d.currentScript;",
  `window.${EARLY_TAPS_GLOBAL}=held;`,
  'd.addEventListener("click",function(e){',
  'if(r.hasAttribute("data-page-script"))return;',
  'var t=e.target,b=t&&t.closest&&t.closest(\'[data-island] button:not([type="submit"]),[data-island] [role="tab"]\');',
  "if(!b)return;e.preventDefault();e.stopPropagation();held.push(b)},true);",
  "var started=false;function start(){if(started)return;started=true;",
  'var urls=me.getAttribute("data-modules").split(" ");',
  'for(var i=0;i<urls.length;i++){var last=i===urls.length-1,l=d.createElement(last?"script":"link");',
  'if(last){l.type="module";l.src=urls[i]}else{l.rel="modulepreload";l.href=urls[i]}',
  "d.head.appendChild(l)}}",
  "requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)",
  "})()",
].join("");

/** The page's one script: a small inline starter for the page script (nothing at all in development). */
export function PageScript() {
  const assets = useContext(PageScriptContext);
  if (!assets) return null;
  // The page script last: the starter preloads the others and runs it.
  const modules = [...assets.imports, assets.module].join(" ");
  return <script data-modules={modules} dangerouslySetInnerHTML={{ __html: startScript }} />;
}
