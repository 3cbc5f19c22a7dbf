import { foundingStoryFact as foundingStoryFactEn } from "../../hospital/founding-story";
import { sampleAt } from "../../hospital/fact";
import { cityTe } from "../hospital-words";

/** Why the hospital was started, in Telugu: a sample like the English one, emptied the same way. */
export const foundingStoryFact = sampleAt(
  "telugu.foundingStory",
  `మంచి కంటి పరీక్ష కోసం గానీ, సురక్షితమైన శుక్లం ఆపరేషన్ కోసం గానీ ${cityTe} ప్రజలు పెద్ద నగరానికి వెళ్ళాల్సిన అవసరం ఉండకూడదు: ఇదే మొదటి నుండి మా లక్ష్యం.`,
  foundingStoryFactEn.supply ?? "",
  { optionalTexts: true, shownAs: ["పెద్ద నగరానికి వెళ్ళాల్సిన అవసరం"] },
);
