/**
 * Every page is prerendered HTML that reads and works before any script runs, so the hydration scripts need not
 * compete with the stylesheet and the first picture for a slow phone's bandwidth. The server holds React Router's
 * boot module back (inert, as text) and this page script starts it once the first frame has been painted.
 */

/** Marks the inert boot module; its `data-modules` lists the modules it needs, to preload when it starts. */
export const HYDRATION_BOOT_ATTRIBUTE = "data-hydration-boot";

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootModuleTag = '<script type="module" async="">';

/** Server side: removes the early module preloads and turns the boot module into inert text. */
export function deferHydration(html: string): string {
  const bootAt = html.indexOf(bootModuleTag);
  if (bootAt === -1) return html;
  const modules = [...html.matchAll(modulePreloadLink)].map((match) => match[1]!);
  const inertTag = `<script type="text/plain" ${HYDRATION_BOOT_ATTRIBUTE}="" data-modules="${modules.join(" ")}">`;
  const withInertBoot = html.slice(0, bootAt) + inertTag + html.slice(bootAt + bootModuleTag.length);
  return withInertBoot.replace(modulePreloadLink, "");
}

/**
 * Browser side (inline, classic script, ES5 for old phones): after the first paint, preload the modules and run
 * the boot module. requestAnimationFrame runs just before a frame is painted; the timeout queued from it runs
 * after. The second timeout covers tabs that paint no frames (opened in the background).
 *
 * A tap on a button before the page is interactive (a slow phone may take seconds) is not lost: the script holds
 * it back from React, starts at once, and taps the same button again when the page has hydrated (root.tsx sets
 * data-hydrated then). Submit buttons are left alone: without JavaScript their forms still post.
 */
export const hydrationStartScript = [
  "(function(){",
  "var started=false,heldTap=null,root=document.documentElement;",
  "function start(){",
  "if(started)return;started=true;",
  `var boot=document.querySelector("script[${HYDRATION_BOOT_ATTRIBUTE}]");if(!boot)return;`,
  'boot.getAttribute("data-modules").split(" ").forEach(function(href){if(!href)return;',
  'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});',
  'var script=document.createElement("script");script.type="module";script.textContent=boot.textContent;',
  "document.body.appendChild(script)}",
  "function onEarlyTap(event){",
  'if(root.getAttribute("data-hydrated"))return;',
  "var button=event.target&&event.target.closest&&event.target.closest('button[type=\"button\"]');",
  "if(!button)return;",
  "event.preventDefault();event.stopImmediatePropagation();heldTap=button;start()}",
  'document.addEventListener("click",onEarlyTap,true);',
  "new MutationObserver(function(_,observer){",
  'if(!root.getAttribute("data-hydrated"))return;',
  'observer.disconnect();document.removeEventListener("click",onEarlyTap,true);',
  "if(heldTap&&heldTap.isConnected)heldTap.click()",
  '}).observe(root,{attributes:true,attributeFilter:["data-hydrated"]});',
  "function afterFirstPaint(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)}",
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterFirstPaint);',
  "else afterFirstPaint()",
  "})()",
].join("");
