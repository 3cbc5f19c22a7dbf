import { sampleAt } from "./fact";

/**
 * Eye screenings in schools: a service the hospital must confirm it runs (which schools, how often) before launch.
 * An editor may empty both (optionalTexts): every page in both languages then says nothing of schools (`screensSchools`).
 */
/** What a page says about school screenings: a clause after "we check early", and the list's points. */
export interface SchoolScreeningWords {
  visits: string;
  points: string[];
}

export const schoolScreeningFact = sampleAt<SchoolScreeningWords>(
  "schoolScreening",
  {
    visits: " and visit schools",
    points: ["Eye screenings in schools, with a note to parents when a child needs a full check-up"],
  },
  "whether the hospital screens children's eyes in schools (the community, services and home pages say so)",
  {
    optionalTexts: true,
    shownAs: [
      "screenings in schools",
      "screening in schools",
      "school screenings",
      "visit schools",
      "బడుల్లో కంటి పరీక్షలు",
      "బడులకు",
    ],
  },
);

/** Whether the hospital screens children's eyes in schools: the English answer, which the Telugu pages follow too. */
export const screensSchools =
  schoolScreeningFact.value.visits.trim() !== "" || schoolScreeningFact.value.points.length > 0;
