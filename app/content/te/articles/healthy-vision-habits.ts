import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import source from "./healthy-vision-habits.md?raw";
import { healthyVisionHabits as english } from "~/content/articles/healthy-vision-habits";
import type { Article } from "~/content/articles/model";
import { site } from "~/content/site";
import { featuredImageTe } from "./article-words";

/** The Telugu twin of ../../articles/healthy-vision-habits.ts: the same article, the same facts, in Telugu. */

const content = blocksFromMarkdown(source, longTextFacts);

export const healthyVisionHabits: Article = {
  ...english,
  title: "చూపును కాపాడే మంచి అలవాట్లు: రోజూ మీ కళ్ళను ఇలా చూసుకోండి",
  metaTitle: "చూపును కాపాడే అలవాట్లు, 20-20-20 నియమం",
  description:
    "స్క్రీన్లు, మండే ఎండ, దుమ్ము, పొలం పనుల్లో కంటి జాగ్రత్తలు: 20-20-20 నియమం, యూవీ చలువ కళ్లద్దాలు, కళ్ళకు మంచి ఆహారం, కంటి పరీక్ష ఎంత తరచుగా చేయించాలి.",
  keywords: [
    "కంటి జాగ్రత్తలు",
    "20-20-20 నియమం",
    "స్క్రీన్ వల్ల కంటి అలసట",
    "ఫోన్ వల్ల కళ్ళ అలసట",
    "చలువ కళ్లద్దాలు",
    "కంటి రక్షణ",
    "అనంతపురం కంటి పరీక్ష",
    "20-20-20 rule",
  ],
  featuredImage: featuredImageTe(english.featuredImage, english.slug),
  author: `${site.name} వైద్య బృందం`,
  authorRole: `${site.name} కంటి డాక్టర్లు, ఆప్టోమెట్రిస్టులు`,
  content,
};
