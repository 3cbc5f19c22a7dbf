import { describe, expect, it } from "vitest";
import { HYDRATION_BOOT_ATTRIBUTE } from "../../app/lib/deferred-hydration";
import { builtPages } from "./built-pages";

// deferHydration matches React Router's own markup: if an upgrade changes it, pages would quietly load their
// scripts before the first paint again. Every built page must show the deferred form.
describe.each(builtPages().map((page) => [page.path, page] as const))("%s", (_path, page) => {
  it("fetches no module before its first paint and keeps one inert boot module that lists them", () => {
    expect(page.html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(page.html).not.toMatch(/<script[^>]+type="module"/);
    const boots = page.html.match(new RegExp(`<script type="text/plain" ${HYDRATION_BOOT_ATTRIBUTE}="" data-modules="([^"]+)"`, "g"));
    expect(boots).toHaveLength(1);
    expect(page.html).toMatch(/data-modules="\/assets\/entry\.client-[^" ]+\.js /);
  });
});
