import { describe, expect, it } from "vitest";
import { currentFacts, factPageMap, FACT_PAGES_FILE, OUT_OF_DATE_MESSAGE, readFactPages } from "../../scripts/fact-pages.mjs";
import { builtPages } from "./built-pages";

/*
 * Issue 39, item 11: launch-check says on which pages each example fact shows without a build of its own, from
 * app/content/hospital/fact-pages.json. The map is only as true as it is fresh: made again here from the built pages,
 * it must be the committed one.
 */
describe("app/content/hospital/fact-pages.json", () => {
  it("is the map the built pages give (npm run fact-pages after a build)", async () => {
    const pages = builtPages().map((page) => ({ address: page.path, html: page.html }));
    expect(pages.length).toBeGreaterThan(0);
    const { samples, choices } = await currentFacts();
    const map = factPageMap({ samples, choices, pages });
    expect(readFactPages(FACT_PAGES_FILE), OUT_OF_DATE_MESSAGE).toEqual(map);
  });
});
