import { EARLY_TAPS_GLOBAL } from "./early-taps";
import {
  LANGUAGE_PREFERENCE_ATTRIBUTE,
  LANGUAGE_PREFERENCE_STORAGE_KEY,
  LANGUAGE_SWITCH_FOLLOWED_KEY,
} from "./language-preference";
import { PAGE_RESTYLING_EVENT } from "./page-restyling";
import { TEXT_SIZE_CYCLE_ATTRIBUTE, TEXT_SIZE_OPTION_ATTRIBUTE, TEXT_SIZE_STORAGE_KEY, TEXT_SIZES } from "./text-size";

/*
 * The only scripts written inline into pages. The server allows exactly these in its Content-Security-Policy (by
 * their sha256 hashes, server/security.ts), so the policy needs no 'unsafe-inline' and is the same for every
 * response; a test over the built pages (tests/build/inline-scripts.test.ts) fails if a page carries any other.
 */

/** An island React has woken: its own handlers answer (islands/runtime.ts sets the state). */
const HYDRATED = '[data-island-state="hydrated"]';

/**
 * Runs in <head> before the body paints, so a remembered text size never flashes (app/lib/text-size.ts), and a
 * remembered language choice is known before the first paint (app/lib/language-preference.ts). A tap on the
 * language switch is remembered from here, so it counts even before the page script has run; a tap on a text-size
 * button is answered from here, whenever it comes (decision 0076: the buttons are not an island; an early tap once
 * waited about a second for React on slow mobile data).
 */
export const headBootScript = [
  "try{var d=document,r=d.documentElement,l=localStorage,",
  // The text-size controls (text-size-controls.tsx), and how their ARIA state follows a size: the server writes them
  // for the normal size.
  `k="[${TEXT_SIZE_OPTION_ATTRIBUTE}],[${TEXT_SIZE_CYCLE_ATTRIBUTE}]",`,
  "u=function(n){var q=d.querySelectorAll(k),i=0,o,v;",
  `while(o=q[i++]){v=o.getAttribute("${TEXT_SIZE_OPTION_ATTRIBUTE}");`,
  `v?o.setAttribute("aria-pressed",v===n):o.setAttribute("aria-label",JSON.parse(o.getAttribute("${TEXT_SIZE_CYCLE_ATTRIBUTE}"))[n])}},`,
  // A remembered size: set before the first paint, and the controls told once the document is parsed (the size then
  // on <html>: a tap may have come first).
  `s=l.getItem("${TEXT_SIZE_STORAGE_KEY}");if(s==="large"||s==="larger"){r.setAttribute("data-text-size",s);`,
  'd.addEventListener("DOMContentLoaded",function(){u(r.getAttribute("data-text-size")||"normal")})}',
  `var c=l.getItem("${LANGUAGE_PREFERENCE_STORAGE_KEY}");if(c==="en"||c==="te")r.setAttribute("${LANGUAGE_PREFERENCE_ATTRIBUTE}",c);`,
  'd.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&',
  `t.closest("a[${LANGUAGE_PREFERENCE_ATTRIBUTE}]");if(a){try{l.setItem("${LANGUAGE_PREFERENCE_STORAGE_KEY}",a.getAttribute("${LANGUAGE_PREFERENCE_ATTRIBUTE}"))}catch(x){}`,
  // Followed in this tab (not into a new one): pressed until the other page shows. Unpressed as this page is left,
  // which the screen no longer shows, so that Back finds it as it was.
  `if(!e.ctrlKey&&!e.metaKey){a.dataset.${LANGUAGE_SWITCH_FOLLOWED_KEY}="";`,
  `addEventListener("pagehide",function(){delete a.dataset.${LANGUAGE_SWITCH_FOLLOWED_KEY}})}}`,
  // A text-size button (text-size-controls.tsx) is answered here and only here: the next size, the page told it is
  // about to be restyled, the size remembered, the controls' ARIA state.
  "var b=t&&t.closest&&t.closest(k);",
  // Immediate: nothing else on the page has anything to do with this tap.
  "if(!b)return;e.stopImmediatePropagation();",
  `var z=${JSON.stringify(TEXT_SIZES.map((size) => size.value))},`,
  `n=b.getAttribute("${TEXT_SIZE_OPTION_ATTRIBUTE}")||z[(z.indexOf(r.getAttribute("data-text-size")||"normal")+1)%3];`,
  `d.dispatchEvent(new Event("${PAGE_RESTYLING_EVENT}"));`,
  'n==="normal"?r.removeAttribute("data-text-size"):r.setAttribute("data-text-size",n);',
  `try{l.setItem("${TEXT_SIZE_STORAGE_KEY}",n)}catch(x){}u(n)`,
  "},true)",
  "}catch(e){}",
].join("");

/**
 * On the pages with tabs (the articles' list, right after its island): a tab of an island that has not woken shows
 * its panel at once, as the island would (every panel is in the page, the others hidden: article-tabs.tsx). The tap
 * still goes on to be held and replayed, so the island's state follows when it wakes (issue 41: an early tap waited
 * about a second for React on slow mobile data). Its own script, not the head's: the pages without tabs do not
 * carry it.
 */
export const earlyTabsScript = [
  'document.addEventListener("click",function(e){var t=e.target,',
  `g=t&&t.closest&&t.closest('[role="tab"]'),u=g&&!g.closest('${HYDRATED}')&&g.closest('[role="tablist"]');`,
  "if(u)[].forEach.call(u.querySelectorAll('[role=\"tab\"]'),function(o){var s=o===g,",
  'p=document.getElementById(o.getAttribute("aria-controls"));o.setAttribute("aria-selected",s);',
  'o.setAttribute("data-state",s?"active":"inactive");o.tabIndex=s?0:-1;if(p)p.hidden=!s})},true)',
].join("");

/**
 * On the stories' page (right after the carousel's island): "previous" or "next" on a carousel that has not woken
 * scrolls its track to that story and writes its position in the status line, as the island would
 * (testimonial-carousel.island.tsx, before Embla arrives), instead of waiting for React (issue 41). The tap is
 * stopped here, before the page starter or the islands' runtime can hold it: a step replayed would be a second step.
 * The woken island takes its place from the track.
 */
export const earlyCarouselScript = [
  'document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-carousel-step]");',
  `if(!b||b.closest('${HYDRATED}'))return;var c=b.closest("[data-island]"),`,
  'v=c&&c.querySelector("[data-carousel-track]"),s=v&&v.firstElementChild.children,n=s&&s.length;',
  "if(!n||!v.clientWidth)return;e.preventDefault();e.stopImmediatePropagation();",
  'var i=(Math.round(v.scrollLeft/v.clientWidth)+Number(b.getAttribute("data-carousel-step"))+n)%n,',
  'p=c.querySelector("[data-carousel-position]");v.scrollTo({left:s[i].offsetLeft,behavior:"auto"});',
  "if(p)p.textContent=i+1},true)",
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
 * Starts the page script once the page has painted its first text and its first picture (the one image asked for
 * with high priority, if it is still arriving), so that on slow mobile data nothing competes with the stylesheet
 * and that picture (docs/decisions/0006 and 0045). A frame's rAF callback runs before its paint, and the paint
 * entry is reported after it, so the script is asked for after that frame. It is one file (decision 0045), so
 * nothing is preloaded beside it. The last timeout covers tabs that paint nothing (opened in the background) and
 * browsers without paint timing.
 *
 * Until it runs, a tap on an island's button is held (not lost) and replayed by the runtime; links and forms
 * work as they do without JavaScript. ES5, the same on every page: the script's address comes from its
 * data-module attribute (islands/page-script.tsx).
 */
export const pageStarterScript = [
  "(function(){",
  "var d=document,r=d.documentElement,held=[],me=d.currentScript;",
  `window.${EARLY_TAPS_GLOBAL}=held;`,
  'd.addEventListener("click",function(e){',
  'if(r.hasAttribute("data-page-script"))return;',
  'var t=e.target,b=t&&t.closest&&t.closest(\'[data-island] button:not([type="submit"]),[data-island] [role="tab"]\');',
  // Pressed at once, until the islands' runtime replays the tap (issue 41: a tap shows it was taken).
  'if(!b)return;e.preventDefault();e.stopPropagation();b.setAttribute("aria-busy","true");held.push(b)},true);',
  "var started=false;function start(){if(started)return;started=true;",
  'var s=d.createElement("script");s.type="module";s.src=me.getAttribute("data-module");d.head.appendChild(s)}',
  "function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}",
  // The first picture, if it has not arrived yet, is waited for too (its load event, or its failure).
  'function painted(){var p=d.querySelector("img[fetchpriority=high]");',
  'if(p&&!p.complete){p.addEventListener("load",afterFrame);p.addEventListener("error",afterFrame)}else afterFrame()}',
  "var P=window.PerformanceObserver;",
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l,o){',
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}})',
  '.observe({type:"paint",buffered:true});',
  "else afterFrame();",
  "setTimeout(start,1000)",
  "})()",
].join("");

/** Every script a built page may run inline. */
export const inlineScripts = [
  headBootScript,
  speculationRules,
  pageStarterScript,
  earlyTabsScript,
  earlyCarouselScript,
] as const;
