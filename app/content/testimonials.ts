import type { PageMetaCopy } from "./types";
import { site } from "./site";
import { district, nearbyTowns, town } from "./place";
import { confirmed, exampleToRemove, isLaunchBuild, type Fact } from "./hospital/fact";
import { publishedFacts } from "./hospital/published";
import { publishedContent } from "./published-content";
import type { EditorStory } from "./site-content";
import { claims, whenStated } from "./hospital/claims";
import { pageText } from "./page-texts";

/**
 * Patient testimonials (/testimonials) and the reviews published in structured data.
 * The names and stories are illustrative stand-ins written for the site. PLACEHOLDER:
 * replace them with real patients' words, shared with their written consent.
 */

export interface Testimonial {
  id: string;
  /** First name, surname initial and town, e.g. "Lakshmi R., Dharmavaram". */
  name: string;
  town: string;
  /** What the patient came for, shown as a small label. */
  treatment: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** When the patient gave the story (ISO date); published with the review in structured data. */
  date: string;
  /** Whether the patient agreed in writing to their words and name being published. */
  consented: boolean;
}

/** Shape expected by the structured-data helper, plus the best possible rating. */
export interface Review {
  author: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  ratingValue: number;
  bestRating: 5;
  reviewBody: string;
}

/**
 * The stories below are illustrative examples written for the site, not patients' words. No one can confirm them
 * (no patient said them): an editor removes each at /staff/site/stories and adds real patients' stories there, with
 * their written consent. A launch build shows none of them.
 */
export const EXAMPLE_STORY_SUPPLY =
  "an example, not a patient's words: remove it, and add real patients' stories with their written consent";

/** The repository's example stories, every one (the Telugu words are checked against these). */
export const exampleTestimonialFacts: Fact<Testimonial>[] = [
  exampleToRemove<Testimonial>(
    "testimonials.lakshmi-cataract",
    {
      id: "lakshmi-cataract",
      name: "Lakshmi R., Dharmavaram",
      town: "Dharmavaram",
      treatment: "Cataract surgery",
      quote:
        "For two years I could not thread a needle and the TV looked foggy. The operation on my right eye took less time than my bus ride from Dharmavaram, and I went home the same afternoon. The next week I was back at my sewing machine.",
      rating: 5,
      date: "2026-02-14",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.venkatesh-checkup",
    {
      id: "venkatesh-checkup",
      name: "Venkatesh K., Anantapur",
      town: "Anantapur",
      treatment: "Eye check-up",
      quote:
        "I went in only because my reading glasses felt weak. Because I have sugar, they also put drops and checked the back of my eyes, and explained every step. The wait in the morning was long, but nobody rushed me once I was inside.",
      rating: 4,
      date: "2026-04-03",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.shabana-children",
    {
      id: "shabana-children",
      name: "Shabana M., Hindupur",
      town: "Hindupur",
      treatment: "Children's eye care",
      quote:
        "My son's teacher said he was narrowing his eyes at the blackboard. The doctor made the test into a game, so he was not scared at all, and found he needed glasses for distance. His handwriting in class notes has improved since.",
      rating: 5,
      date: "2026-06-21",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.ravi-opticals",
    {
      id: "ravi-opticals",
      name: "Ravi P., Guntakal",
      town: "Guntakal",
      treatment: `Glasses at ${site.opticalsName}`,
      quote: `I work on the railway line in full sun, so they suggested lenses that darken outside and a strong, bendable frame. ${site.opticalsName} had them ready in three days and adjusted the nose pads when they slipped. The price was told to me before they made the lenses.`,
      rating: 5,
      date: "2026-08-09",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.saraswathi-glaucoma",
    {
      id: "saraswathi-glaucoma",
      name: "Saraswathi N., Tadipatri",
      town: "Tadipatri",
      treatment: "Glaucoma care",
      quote:
        "I had no pain and no problem seeing, so I was surprised when they found high eye pressure. They showed me how to put the drops in properly and why I must not stop them. I come every three months now and my pressure is under control.",
      rating: 5,
      date: "2026-10-17",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.naresh-emergency",
    {
      id: "naresh-emergency",
      name: "Naresh B., Gooty",
      town: "Gooty",
      treatment: "Eye emergency",
      quote:
        "Lime powder splashed into my eye at a construction site. On the phone they told us to brush the dry powder off, hold the eye under running water for 15 to 20 minutes, then set off. They cleaned it at once and saw me daily for a week; my sight is fine now.",
      rating: 5,
      date: "2026-03-09",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.padmavathi-community",
    {
      id: "padmavathi-community",
      name: "Padmavathi S., Kadiri",
      town: "Kadiri",
      treatment: "Community cataract surgery",
      quote:
        "We could not afford the full cost, and the staff told us about the reduced-price cataract surgery. We had to wait for the next month's place, but the care was the same as for anyone else. My mother can now see her grandchildren's faces clearly.",
      rating: 4,
      date: "2026-07-12",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
  exampleToRemove<Testimonial>(
    "testimonials.srinivasulu-diabetic",
    {
      id: "srinivasulu-diabetic",
      name: "Srinivasulu T., Anantapur",
      town: "Anantapur",
      treatment: "Diabetic eye check",
      quote:
        "I have had diabetes for twelve years and never had my eyes checked. They found early changes in the retina and sent a clear note to my physician. I now get my eyes checked every year, along with my sugar tests.",
      rating: 5,
      date: "2026-09-28",
      consented: false,
    },
    EXAMPLE_STORY_SUPPLY,
  ),
];

/** The examples an editor removed (by key), which the pages and launch-check no longer carry. */
const removedExamples = new Set(publishedFacts.removedExamples ?? []);

/** The repository's examples still standing. */
export const repositoryTestimonialFacts: Fact<Testimonial>[] = exampleTestimonialFacts.filter(
  (fact) => !removedExamples.has(fact.key ?? ""),
);

/** Patients' stories editors added at /staff/site/stories, newest first (server side only: page text). */
const editorStories: readonly EditorStory[] = publishedContent.stories;

/** The added stories in one language, each confirmed by the editor who added it with the patient's consent. */
export function editorStoryFacts(lang: "en" | "te", stories: readonly EditorStory[] = editorStories) {
  return stories.map((story) =>
    confirmed<Testimonial>(
      { id: story.id, ...story[lang], rating: story.rating, date: story.date, consented: true },
      `added by ${story.by} in the site editor, with the patient's written consent`,
      story.on,
    ),
  );
}

/** Every story: the ones editors added first (real patients' words), then the repository's. */
export const testimonialFacts: Fact<Testimonial>[] = [...editorStoryFacts("en"), ...repositoryTestimonialFacts];

/**
 * The testimonials that may be published: a launch build takes only real ones whose patient consented. The
 * Telugu pages pass their own facts (app/content/te/testimonials.ts), so one rule decides for both languages.
 */
export function publishableTestimonials(
  launch: boolean,
  facts: readonly Fact<Testimonial>[] = testimonialFacts,
): Testimonial[] {
  return facts
    .filter((fact) => !launch || (fact.status === "confirmed" && fact.value.consented))
    .map((fact) => fact.value);
}

/** What the pages show, and so what structured data marks up: one set, published only with consent. */
export const testimonials: Testimonial[] = publishableTestimonials(isLaunchBuild);

/**
 * Reviews for structured data, made from the testimonial records themselves, so that what is marked up is
 * word for word what the page shows: the name as shown (without the town), the quote, the stars, the date.
 */
export function reviewsOf(items: readonly Testimonial[], count = items.length): Review[] {
  return items.slice(0, count).map((item) => ({
    author: item.name.split(",")[0]!.trim(),
    datePublished: item.date,
    ratingValue: item.rating,
    bestRating: 5,
    reviewBody: item.quote,
  }));
}

/**
 * The stories the home page quotes (its first three), which /testimonials shows too: the one set of reviews
 * that both pages carrying the clinic's reviews display in full. Marked pure so that pages importing only this
 * module's labels do not ship the stories.
 */
export const reviews: Review[] = /* @__PURE__ */ reviewsOf(testimonials, 3);

export const testimonialsPage: {
  title: string;
  intro: string;
  /** Follows the intro only while stories are shown (none in a launch build without confirmed, consented ones). */
  storiesIntro: string;
  /** Under every set of patients' stories (consumer law, medical council): what they are and are not. */
  resultsDiffer: string;
  stats: string;
  leaveReview: { title: string; text: string; searchLabel: string; socialLabel: string };
} = pageText("page.testimonials.testimonialsPage", {
  title: "What our patients say",
  intro: `Patients come to ${site.name} from across ${district} district${nearbyTowns.length ? `: from ${nearbyTowns.join(", ")} and the villages in between` : ""}.`,
  storiesIntro: "Here, in their own words, is what their visit was like, including what we could do better.",
  resultsDiffer: "Individual experiences; results differ.",
  // Each figure only while the hospital states it; empty, the page shows no line.
  stats: [
    ...whenStated(claims.rating, ({ value, count }) => `Rated ${value} out of 5 over ${count} reviews.`),
    ...whenStated(
      claims.excellentOrVeryGood,
      (share) => `${share} of our patients rate our services excellent or very good.`,
    ),
  ].join(" "),
  leaveReview: {
    title: "Been to see us? Tell others about it",
    text: "A few honest lines help other families in the district decide where to go, and tell us what to keep doing and what to fix. Both links open in a new tab.",
    searchLabel: "Review us on Google",
    socialLabel: "Review us on Facebook",
  },
});

export const testimonialsMeta: PageMetaCopy = pageText("page.testimonials.testimonialsMeta", {
  title: "Patient Testimonials",
  description: `What patients from ${[town, ...nearbyTowns.slice(0, 2)].join(", ")}${nearbyTowns.length ? " and nearby towns" : ""} say about cataract surgery, children's eye care, glaucoma and glasses.${site.rating ? ` Rated ${site.rating.value} of 5.` : ""}`,
  keywords: [
    `${site.name} reviews`,
    `eye hospital reviews ${town}`,
    `cataract surgery experience ${town}`,
    "patient testimonials eye hospital",
    `eye clinic patient stories ${town}`,
  ],
});

/** Labels for the testimonial carousel (an island: it gets them as props). */
export interface TestimonialCarouselCopy {
  title: string;
  label: string;
  /** Name of the sliding track, which takes keyboard focus. */
  trackLabel: string;
  previousLabel: string;
  nextLabel: string;
  keyboardHint: string;
  /** Each slide's name and the visible position: "{index}" and "{count}" are filled in. */
  positionLabel: string;
  /** The stars' name: "{rating}" is filled in. */
  ratingLabel: string;
}

export const testimonialCarouselCopy: TestimonialCarouselCopy = pageText("page.testimonials.carousel", {
  title: "Stories from our patients",
  label: "Patient testimonials",
  trackLabel: "Stories, one at a time",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  keyboardHint: "Use the buttons, swipe, or the left and right arrow keys to move between stories.",
  positionLabel: "{index} of {count}",
  ratingLabel: "Rated {rating} out of 5",
});

/**
 * What the testimonials page shows around the stories: the intro that presents them and the stories section appear
 * only when there are stories to show, so a launch build without publishable ones shows neither.
 */
export function storiesShown(
  page: { intro: string; storiesIntro: string },
  stories: readonly unknown[],
): { intro: string; showStories: boolean } {
  return stories.length > 0
    ? { intro: `${page.intro} ${page.storiesIntro}`, showStories: true }
    : { intro: page.intro, showStories: false };
}
