import type { PageMetaCopy } from "../types";
import { site } from "../site";
import { cityTe, districtTe, nearbyTownsTe, townListTe } from "./hospital-words";
import { isLaunchBuild, sample, type Fact } from "../hospital/fact";
import { claims, whenStated } from "../hospital/claims";
import * as en from "../testimonials";
import { reviewsOf, type Testimonial, type TestimonialCarouselCopy } from "../testimonials";
import { pageText } from "../page-texts";

/**
 * Telugu copy for the testimonials (/te/testimonials, and the quotes on /te). Each story is the Telugu of the
 * English story with the same id: the same patient, rating, date and consent. Like the English ones, they are
 * illustrative samples; each must be replaced by the real patient's words in Telugu, with their written consent,
 * before launch. Names stay in English letters, towns in Telugu script.
 *
 * Only the words are here, by the story's id, each a sample of its own; the order, rating, date and consent are
 * the English story's, so the twins cannot drift apart.
 */
type StoryWords = Pick<Testimonial, "name" | "town" | "treatment" | "quote">;

/**
 * A story's Telugu words: an example like the English story, removed with it at /staff/site/stories (never confirmed:
 * no patient said them). The key each sits under in `words` names the English story they translate.
 */
const said = (words: StoryWords) => sample(words, en.EXAMPLE_STORY_SUPPLY);

const words: Record<string, Fact<StoryWords>> = {
  "lakshmi-cataract": said({
    name: "Lakshmi R., ధర్మవరం",
    town: "ధర్మవరం",
    treatment: "శుక్లం ఆపరేషన్",
    quote:
      "2 ఏళ్ళుగా సూదిలో దారం ఎక్కించలేకపోయాను, టీవీ కూడా పొగమంచులా కనిపించేది. ధర్మవరం నుండి బస్సులో వచ్చినంత సమయం కూడా నా కుడి కంటి ఆపరేషన్‌కు పట్టలేదు, అదే రోజు మధ్యాహ్నం ఇంటికి వెళ్ళిపోయాను. మరుసటి వారమే మళ్ళీ నా కుట్టు మిషన్ దగ్గర కూర్చున్నాను.",
  }),
  "venkatesh-checkup": said({
    name: "Venkatesh K., అనంతపురం",
    town: "అనంతపురం",
    treatment: "కంటి పరీక్ష",
    quote:
      "నా చదువు కళ్ళద్దాలు సరిపోవడం లేదని మాత్రమే వెళ్ళాను. నాకు షుగర్ ఉంది కాబట్టి, కంట్లో చుక్కలు వేసి కంటి లోపల వెనుక భాగం కూడా పరీక్షించారు, ప్రతి అడుగూ ఏంటో వివరంగా చెప్పారు. పొద్దున చాలా సేపు ఎదురుచూడాల్సి వచ్చింది, కానీ లోపలికి వెళ్ళాక ఎవరూ నన్ను తొందరపెట్టలేదు.",
  }),
  "shabana-children": said({
    name: "Shabana M., హిందూపురం",
    town: "హిందూపురం",
    treatment: "పిల్లల కంటి వైద్యం",
    quote:
      "మా అబ్బాయి బ్లాక్‌బోర్డు వైపు కళ్ళు చిట్లించి చూస్తున్నాడని వాళ్ళ టీచర్ చెప్పారు. డాక్టర్ గారు పరీక్షను ఒక ఆటలా చేశారు, అందుకే వాడు అస్సలు భయపడలేదు. దూరం చూడటానికి వాడికి కళ్ళద్దాలు కావాలని తేలింది. అప్పటి నుండి క్లాసు నోట్సులో వాడి చేతిరాత బాగుపడింది.",
  }),
  "ravi-opticals": said({
    name: "Ravi P., గుంతకల్",
    town: "గుంతకల్",
    treatment: `${site.opticalsName}లో కళ్ళద్దాలు`,
    quote: `నేను మండే ఎండలో రైల్వే లైన్ మీద పని చేస్తాను. అందుకే బయట నల్లబడే లెన్సులు, గట్టిగా ఉండి వంగే ఫ్రేమ్ తీసుకోమని చెప్పారు. ${site.opticalsName}లో 3 రోజుల్లో రెడీ చేసి ఇచ్చారు, ముక్కు ప్యాడ్లు జారిపోతుంటే సరిచేసి ఇచ్చారు. లెన్సులు చేయకముందే ధర ఎంతో నాకు చెప్పారు.`,
  }),
  "saraswathi-glaucoma": said({
    name: "Saraswathi N., తాడిపత్రి",
    town: "తాడిపత్రి",
    treatment: "గ్లాకోమా (నీటి కాసులు) చికిత్స",
    quote:
      "నాకు నొప్పి లేదు, చూపులో కూడా ఏ ఇబ్బందీ లేదు. అందుకే కంటి ఒత్తిడి ఎక్కువగా ఉందని చెప్పినప్పుడు ఆశ్చర్యపోయాను. కంటి చుక్కలు సరిగ్గా ఎలా వేసుకోవాలో చూపించారు, వాటిని ఎందుకు ఆపకూడదో చెప్పారు. ఇప్పుడు ప్రతి 3 నెలలకు ఒకసారి వస్తున్నాను, నా కంటి ఒత్తిడి అదుపులో ఉంది.",
  }),
  "naresh-emergency": said({
    name: "Naresh B., గుత్తి",
    town: "గుత్తి",
    treatment: "కంటికి అత్యవసర చికిత్స",
    quote:
      "బిల్డింగ్ పని దగ్గర సున్నం పొడి నా కంట్లో పడింది. ఆసుపత్రికి ఫోన్ చేస్తే, ముందు పొడి దులిపేసి, ధారగా నీళ్ళు పోస్తూ 15 నుండి 20 నిమిషాలు కన్ను కడుక్కుని, తర్వాత బయలుదేరమని చెప్పారు. మేము రాగానే కన్ను శుభ్రం చేశారు, ఒక వారం పాటు రోజూ చూశారు. ఇప్పుడు నా చూపు బాగానే ఉంది.",
  }),
  "padmavathi-community": said({
    name: "Padmavathi S., కదిరి",
    town: "కదిరి",
    treatment: "సేవా కార్యక్రమంలో శుక్లం ఆపరేషన్",
    quote:
      "పూర్తి ఖర్చు పెట్టుకునే స్థోమత మాకు లేదు. తక్కువ ధరకు చేసే శుక్లం ఆపరేషన్ గురించి సిబ్బంది మాకు చెప్పారు. వచ్చే నెలలో చోటు దొరికే వరకు ఆగాల్సి వచ్చింది, కానీ అందరినీ చూసుకున్నట్టే మమ్మల్నీ చూసుకున్నారు. ఇప్పుడు మా అమ్మ తన మనవళ్ళ, మనవరాళ్ళ ముఖాలు స్పష్టంగా చూడగలుగుతోంది.",
  }),
  "srinivasulu-diabetic": said({
    name: "Srinivasulu T., అనంతపురం",
    town: "అనంతపురం",
    treatment: "షుగర్ ఉన్నవాళ్ళకు కంటి పరీక్ష",
    quote:
      "నాకు 12 ఏళ్ళుగా షుగర్ ఉంది, కానీ ఎప్పుడూ కళ్ళు పరీక్ష చేయించుకోలేదు. రెటీనా (కంటి తెర)లో మొదటి దశ మార్పులు కనిపించాయని చెప్పి, నా ఫ్యామిలీ డాక్టర్‌కు స్పష్టంగా ఒక చీటీ రాసి పంపారు. ఇప్పుడు షుగర్ పరీక్షలతో పాటు ప్రతి సంవత్సరం కళ్ళు కూడా పరీక్ష చేయించుకుంటున్నాను.",
  }),
};

/**
 * The English stories in Telugu words. A twin's status and supply note are its Telugu words' own: confirming the
 * English story does not publish a Telugu text the patient never gave (a sample translated is still a sample).
 * So are its key and repository value, the words alone: what an editor's correction of the Telugu replaces.
 * The order, rating, date and consent are the English story's.
 */
export function inTelugu(
  english: readonly Fact<Testimonial>[],
  every: readonly Fact<Testimonial>[] = en.exampleTestimonialFacts,
): Fact<Testimonial>[] {
  const unknown = Object.keys(words).filter((id) => !every.some((fact) => fact.value.id === id));
  if (unknown.length > 0) throw new Error(`Telugu words for no English story: ${unknown.join(", ")}`);
  return english.map((fact) => {
    const telugu = words[fact.value.id];
    if (!telugu) throw new Error(`No Telugu words for the story "${fact.value.id}"`);
    return { ...telugu, value: { ...fact.value, ...telugu.value } };
  });
}

export const repositoryTestimonialFacts: Fact<Testimonial>[] = inTelugu(en.repositoryTestimonialFacts);
export const exampleTestimonialFacts: Fact<Testimonial>[] = inTelugu(en.exampleTestimonialFacts);

/** The stories editors added, in their Telugu words, first; then the repository's. */
export const testimonialFacts: Fact<Testimonial>[] = [...en.editorStoryFacts("te"), ...repositoryTestimonialFacts];

/**
 * The Telugu testimonials that may be published: the English rule (a launch build takes only confirmed ones whose
 * patient consented), applied to the Telugu facts.
 */
export function publishableTestimonials(
  launch: boolean,
  facts: readonly Fact<Testimonial>[] = testimonialFacts,
): Testimonial[] {
  return en.publishableTestimonials(launch, facts);
}

/** What the Telugu pages show, and so what their structured data marks up. */
export const testimonials: Testimonial[] = publishableTestimonials(isLaunchBuild);

export { EXAMPLE_STORY_SUPPLY, editorStoryFacts, reviewsOf, storiesShown } from "../testimonials";

/** The stories /te quotes (its first three), which /te/testimonials shows too. */
export const reviews: en.Review[] = /* @__PURE__ */ reviewsOf(testimonials, 3);

export const testimonialsPage: typeof en.testimonialsPage = pageText("telugu.page.testimonials.testimonialsPage", {
  title: "మా రోగులు ఏమంటున్నారు",
  intro: `${districtTe} జిల్లా నలుమూలల నుండి రోగులు ${site.name}కి వస్తారు${nearbyTownsTe.length ? `: ${townListTe(nearbyTownsTe)}, మధ్యలో ఉన్న పల్లెల నుండి` : ""}.`,
  storiesIntro: "వాళ్ళ అనుభవం ఎలా ఉందో, మేము ఇంకా ఏం మెరుగ్గా చేయగలమో కూడా, వాళ్ళ మాటల్లోనే ఇక్కడ చదవండి.",
  resultsDiffer: "ఇవి ఒక్కొక్కరి అనుభవాలు; ఫలితాలు అందరికీ ఒకేలా ఉండవు.",
  stats: [
    ...whenStated(claims.rating, ({ value, count }) => `${count} రివ్యూలలో 5కి ${value} రేటింగ్.`),
    ...whenStated(
      claims.excellentOrVeryGood,
      (share) => `మా రోగులలో ${share} మంది మా సేవలు "అద్భుతం" లేదా "చాలా బాగున్నాయి" అని చెప్పారు.`,
    ),
  ].join(" "),
  leaveReview: {
    title: "మా దగ్గరికి వచ్చారా? మీ అనుభవం ఇతరులకు చెప్పండి",
    text: "మీరు నిజాయితీగా రాసే నాలుగు మాటలు, ఎక్కడికి వెళ్ళాలో నిర్ణయించుకోవడానికి జిల్లాలోని ఇతర కుటుంబాలకు సాయపడతాయి. మేము ఏం చేస్తూ ఉండాలో, ఏం సరిచేసుకోవాలో కూడా మాకు తెలుస్తుంది. రెండు లింకులూ కొత్త ట్యాబ్‌లో తెరుచుకుంటాయి.",
    searchLabel: "Googleలో మాకు రివ్యూ రాయండి",
    socialLabel: "Facebookలో మాకు రివ్యూ రాయండి",
  },
});

export const testimonialsMeta: PageMetaCopy = pageText("telugu.page.testimonials.testimonialsMeta", {
  title: "రోగుల అనుభవాలు",
  description: `శుక్లం ఆపరేషన్, పిల్లల కంటి వైద్యం, గ్లాకోమా, కళ్ళద్దాల గురించి ${[cityTe, ...nearbyTownsTe.slice(0, 2)].join(", ")}, చుట్టుపక్కల ఊర్ల రోగులు ఏమంటున్నారో చదవండి.${site.rating ? ` రేటింగ్ 5కి ${site.rating.value}.` : ""}`,
  keywords: [
    `${site.name} రివ్యూలు`,
    `${cityTe} కంటి ఆసుపత్రి రివ్యూలు`,
    `శుక్లం ఆపరేషన్ అనుభవం ${cityTe}`,
    "కంటి ఆసుపత్రి రోగుల అనుభవాలు",
    `eye hospital reviews ${site.city}`,
  ],
});

/** Labels for the testimonial carousel (an island: it gets them as props). */
export const testimonialCarouselCopy: TestimonialCarouselCopy = pageText("telugu.page.testimonials.carousel", {
  title: "మా రోగుల మాటల్లో",
  label: "రోగుల అనుభవాలు",
  trackLabel: "అనుభవాలు, ఒక్కొక్కటిగా",
  previousLabel: "ముందటి అనుభవం",
  nextLabel: "తర్వాతి అనుభవం",
  keyboardHint: "ఒక అనుభవం నుండి ఇంకోదానికి వెళ్ళడానికి బటన్లు నొక్కండి, స్వైప్ చేయండి, లేదా ఎడమ, కుడి బాణం కీలు వాడండి.",
  positionLabel: "{count}లో {index}",
  ratingLabel: "5కి {rating} రేటింగ్",
});
