import { claims, whenStated } from "../hospital/claims";
import { pageText } from "../page-texts";

export const testimonialSection: {
  title: string;
  intro: string;
  ratingLine: string;
  linkLabel: string;
  link: string;
} = pageText("page.home.testimonialSection", {
  title: "What our patients say",
  intro:
    "Below are reviews our patients have posted online, along with a few words patients have shared with us at the clinic. We read every review and use it to improve.",
  // Each figure only while the hospital states it; empty, the section shows no rating line.
  ratingLine: [
    ...whenStated(claims.rating, ({ value, count }) => `Rated ${value} out of 5 from ${count} reviews.`),
    ...whenStated(
      claims.excellentOrVeryGood,
      (share) => `${share} of patients rate our services excellent or very good.`,
    ),
  ].join(" "),
  linkLabel: "Read more patient stories",
  link: "/testimonials",
});
