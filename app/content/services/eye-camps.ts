import { sampleAt } from "../hospital/fact";
import { countInEnglish, prices, rupees } from "../hospital/prices";
export interface EyeCamp {
  town: string;
  venue: string;
  schedule: string;
  description: string;
}

/**
 * Free eye camps held in the towns the hospital serves. The specification names the towns, not a timetable: the
 * venues, days and hours below are a sample until the hospital gives its own.
 */
export const eyeCampsFact = sampleAt<EyeCamp[]>(
  "eyeCamps",
  [
    {
      town: "Kadiri",
      venue: "Community hall near the RTC bus stand",
      schedule: "First Tuesday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
      description:
        "Vision and glasses power checks, cataract screening, and eye pressure checks for glaucoma. Especially for people over 50 and anyone whose sight has become blurred.",
    },
    {
      town: "Dharmavaram",
      venue: "Weavers' community hall",
      schedule: "Second Wednesday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
      description:
        "For weavers and others who do fine close work: near vision and reading glasses checks, eye strain advice, and cataract screening for people over 50.",
    },
    {
      town: "Hindupur",
      venue: "Municipal school hall, near the old bus stand",
      schedule: "Third Thursday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
      description:
        "A family camp: eye checks for children and adults, squint and lazy eye screening for children, and cataract screening for grandparents.",
    },
    {
      town: "Guntakal",
      venue: "Railway colony community hall",
      schedule: "Fourth Friday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
      description:
        "Retina checks for people with diabetes (bring your latest sugar report), plus vision and eye pressure checks for anyone over 40.",
    },
    {
      town: "Tadipatri",
      venue: "Panchayat office hall",
      schedule: "First Monday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
      description:
        "For farm, factory and stone-polishing workers: checks for eye injuries, dry eye and infections, with advice on protective glasses. A painful red eye can't wait for a camp: come to the hospital today.",
    },
    {
      town: "Gooty",
      venue: "Government high school, near the fort road",
      schedule: "Third Wednesday of every month, 9:00\u00a0AM – 1:00\u00a0PM",
      description: `Cataract and glaucoma screening for people over 40. Those who need cataract surgery are told about the community programme of ${countInEnglish(prices.communityPlacesAMonth)} surgeries a month at ${rupees(prices.communityCataract)}.`,
    },
  ],
  "the camp timetable: for each town, the venue, the day of the month and the hours (remove every camp if the hospital holds none)",
  { noneIsAnAnswer: true },
);

export const freeEyeCamps: EyeCamp[] = eyeCampsFact.value;

/**
 * Whether the hospital holds camps at all: an editor who removes every camp says it holds none, and every page in
 * both languages then says nothing of camps (the Telugu timetable follows the English answer).
 */
export const holdsCamps = freeEyeCamps.length > 0;

/** How a patient comes to a camp: a sample, with the timetable, until the hospital says how its camps work. */
export const campVisitFact = sampleAt(
  "eyeCampVisits",
  "No appointment is needed: come to the venue on the day and bring your glasses and any medical reports.",
  "whether people can come to a camp without an appointment, and what they should bring",
);
