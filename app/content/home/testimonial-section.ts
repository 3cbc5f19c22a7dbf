import { claims } from "../hospital/claims";

export const testimonialSection: {
  title: string;
  intro: string;
  ratingLine: string;
  linkLabel: string;
  link: string;
} = {
  title: "What our patients say",
  intro:
    "Below are reviews our patients have posted online, along with a few words patients have shared with us at the clinic. We read every review and use it to improve.",
  ratingLine: `Rated ${claims.rating.value} out of 5 from ${claims.rating.count} reviews. ${claims.excellentOrVeryGood} of patients rate our services excellent or very good.`,
  linkLabel: "Read more patient stories",
  link: "/testimonials",
};
