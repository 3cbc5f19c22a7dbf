import { describe, expect, it } from "vitest";
import { islandModules } from "./registry";

describe("the islands", () => {
  it("register themselves by file name: app/components/…/<name>.island.tsx", () => {
    // The names the built pages carry.
    expect(Object.keys(islandModules).sort()).toEqual([
      "article-finder",
      "article-tools",
      "booking-form",
      "contact-form",
      "desktop-nav",
      "service-gallery",
      "testimonial-carousel",
    ]);
  });

  it("each default-export the component the browser hydrates", async () => {
    for (const [name, load] of Object.entries(islandModules)) {
      expect(typeof (await load()).default, name).toBe("function");
    }
  });
});
