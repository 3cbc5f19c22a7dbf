import { EARLY_TAPS_GLOBAL } from "./early-taps";
import { LANGUAGE_PREFERENCE_ATTRIBUTE, LANGUAGE_PREFERENCE_STORAGE_KEY } from "./language-preference";
import { TEXT_SIZE_STORAGE_KEY } from "./text-size";

/*
 * The only scripts written inline into pages. The server allows exactly these in its Content-Security-Policy (by
 * their sha256 hashes, server/security.ts), so the policy needs no 'unsafe-inline' and is the same for every
 * response; a test over the built pages (tests/build/inline-scripts.test.ts) fails if a page carries any other.
 */

/**
 * Runs in <head> before the body paints, so a remembered text size never flashes (app/lib/text-size.ts), and a
 * remembered language choice is known before the first paint (app/lib/language-preference.ts). A tap on the
 * language switch is remembered from here, so it counts even before the page script has run.
 */
export const headBootScript = [
  "try{var r=document.documentElement,l=localStorage,",
  `s=l.getItem("${TEXT_SIZE_STORAGE_KEY}");if(s==="large"||s==="larger")r.setAttribute("data-text-size",s);`,
  `var c=l.getItem("${LANGUAGE_PREFERENCE_STORAGE_KEY}");if(c==="en"||c==="te")r.setAttribute("${LANGUAGE_PREFERENCE_ATTRIBUTE}",c);`,
  'document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&',
  `e.target.closest("a[${LANGUAGE_PREFERENCE_ATTRIBUTE}]");if(a)try{l.setItem("${LANGUAGE_PREFERENCE_STORAGE_KEY}",a.getAttribute("${LANGUAGE_PREFERENCE_ATTRIBUTE}"))}catch(x){}},true)`,
  "}catch(e){}",
].join("");

/**
 * Pages are ordinary documents (no client-side router), so every link loads a page that starts at the top, as the
 * specification asks, and Back restores the reader's place. Speculation rules make that load instant: a page is
 * fetched while the pointer rests on its link and prerendered from the moment a finger or button goes down
 * (booking buttons open a dialog, so they are left out). Browsers that do not know the rules follow the link.
 */
const pageLinks = { and: [{ href_matches: "/*" }, { not: { selector_matches: "[data-booking], [target=_blank]" } }] };
export const speculationRules = JSON.stringify({
  prefetch: [{ where: pageLinks, eagerness: "moderate" }],
  prerender: [{ where: pageLinks, eagerness: "conservative" }],
});

/**
 * Starts the page script once the first frame has been painted, so that on slow mobile data nothing competes with
 * the stylesheet and the first picture (Lighthouse's simulated LCP: ~1.35 s when the script is fetched with the
 * HTML, ~1.1 s after the paint; docs/decisions/0006). Its imports are preloaded at the same moment, in parallel.
 * The second timeout covers tabs that paint no frames (opened in the background).
 *
 * Until it runs, a tap on an island's button is held (not lost) and replayed by the runtime; links and forms
 * work as they do without JavaScript. ES5, the same on every page: the modules come from its data-modules
 * attribute (islands/page-script.tsx).
 */
export const pageStarterScript = [
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

/** Every script a built page may run inline. */
export const inlineScripts = [headBootScript, speculationRules, pageStarterScript] as const;
