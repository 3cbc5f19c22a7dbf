import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA rules, plus best practices: what every page and open state is held to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe run inside the page itself (`setLegacyMode`). The default mode runs axe in each frame and then opens a blank
 * page to merge the frames' results: about 0.6 s more a check, over 100 checks a run (issue 43, item 3). The
 * pages' only frame is the map, Google's and blocked in the tests; legacy mode leaves cross-origin frames out.
 */
export function axeInPage(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode();
}
