import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_BOOT_ATTRIBUTE, hydrationStartScript } from "./deferred-hydration";

const boot = 'import * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");';
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-a.js"/>',
  "</head><body><main>Hello</main>",
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">',
  boot,
  "</script></body></html>",
].join("");

describe("deferHydration", () => {
  it("removes the early module preloads and keeps the boot module as inert text listing them", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="text/plain" ${HYDRATION_BOOT_ATTRIBUTE}="" data-modules="/assets/entry.client-b.js /assets/root-a.js">${boot}</script>`,
    );
    // Everything else is untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Hello</main><script>window.__reactRouterContext = {};</script>");
  });

  it("leaves a page without a boot module as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("keeps '$' sequences in the page intact", () => {
    const withDollars = page.replace("Hello", () => "Price $& $1 $$");
    expect(deferHydration(withDollars)).toContain("Price $& $1 $$");
  });
});

describe("hydrationStartScript", () => {
  it("is one valid classic script without modern syntax that old phone browsers lack", () => {
    expect(() => new Function(hydrationStartScript)).not.toThrow();
    expect(hydrationStartScript).not.toMatch(/=>|\?\.|\blet\b|\bconst\b|`/);
    expect(hydrationStartScript).not.toContain("</script");
  });
});
