import * as en from "../../home/testimonial-section";
import { claims, whenStated } from "../../hospital/claims";
import { pageText } from "../../page-texts";

export const testimonialSection: typeof en.testimonialSection = pageText("telugu.page.home.testimonialSection", {
  title: "మా రోగులు ఏమంటున్నారు",
  intro:
    "మా రోగులు ఆన్‌లైన్‌లో రాసిన రివ్యూలు, ఆసుపత్రిలో మాతో పంచుకున్న కొన్ని మాటలు కింద ఉన్నాయి. ప్రతి రివ్యూనూ చదువుతాం, మా సేవను మెరుగుపరచుకోవడానికి వాడుకుంటాం.",
  ratingLine: [
    ...whenStated(claims.rating, ({ value, count }) => `${count} రివ్యూల్లో 5 కి ${value} రేటింగ్.`),
    ...whenStated(claims.excellentOrVeryGood, (share) => `${share} రోగులు మా సేవలు అద్భుతంగా లేదా చాలా బాగా ఉన్నాయని చెప్పారు.`),
  ].join(" "),
  linkLabel: "మరిన్ని రోగుల అనుభవాలు చదవండి",
  link: en.testimonialSection.link,
});
