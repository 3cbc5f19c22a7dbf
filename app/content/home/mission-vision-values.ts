import type { IconCard } from "./types";
import { district } from "../place";
import { pageText } from "../page-texts";

/** "A" or "An" before the district's name, by its first letter ("An Anantapur district", "A Kurnool district"). */
const aOrAn = /^[aeiou]/i.test(district) ? "An" : "A";

export interface TitledText {
  title: string;
  text: string;
}

export const missionVisionValues: {
  title: string;
  mission: TitledText;
  vision: TitledText;
  valuesTitle: string;
  values: IconCard[];
} = pageText("page.home.missionVisionValues", {
  title: "What we stand for",
  valuesTitle: "Our values",
  mission: {
    title: "Our mission",
    text: "To give every patient who walks in, whatever their age or income, an honest diagnosis, safe treatment and a clear explanation, at a fair and openly stated price.",
  },
  vision: {
    title: "Our vision",
    text: `${aOrAn} ${district} district where no one loses sight to a problem that could have been found early or treated simply, such as a cataract, glaucoma or diabetic eye disease.`,
  },
  values: [
    {
      icon: "heart",
      title: "Compassion",
      description: "We listen first, we are patient with questions, and we treat every person with the same respect.",
    },
    {
      icon: "award",
      title: "Excellence",
      description: "Careful testing, clean surgery and proper follow-up, done the right way every time.",
    },
    {
      icon: "lightbulb",
      title: "Innovation",
      description: "We adopt new methods when they make care safer or faster for patients, not for show.",
    },
    {
      icon: "shield-check",
      title: "Integrity",
      description: "We recommend only the treatment you need and tell you the full cost before we begin.",
    },
  ],
});
