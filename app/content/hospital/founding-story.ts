import { town } from "../place";
import { sampleAt } from "./fact";

/**
 * Why the hospital was started, as /about tells it after "began more than N years ago": a story we wrote, so a
 * sample until the hospital tells its own. An editor may empty it (optionalTexts): the page then gives only the
 * evidenced figures.
 */
export const foundingStoryFact = sampleAt(
  "foundingStory",
  `Its aim was simple: people in ${town} should not have to travel to a big city for a good eye check-up or a safe cataract operation.`,
  "why the hospital was started, in a sentence or two, as the about page tells it (empty it to tell none)",
  { optionalTexts: true, shownAs: ["should not have to travel to a big city"] },
);
