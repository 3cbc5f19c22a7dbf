import type { IconName } from "../types";
import { PATIENT_EDUCATION_PATH } from "../paths";
import { pageText } from "../page-texts";

/**
 * The home page's three article teasers: one for each article that has a page, under that article's own title
 * (articles/*.ts; a unit test holds the two together). Each links to /patient-education, as the specification
 * says, where every article is listed.
 */
export const articleTeasers: {
  title: string;
  intro: string;
  linkLabel: string;
  link: string;
  /** Each teaser's call to read on. */
  readMoreLabel: string;
  teasers: { article: string; title: string; excerpt: string; icon: IconName; link: string }[];
} = pageText("page.home.articleTeasers", {
  title: "Learn about your eyes",
  intro: "Short, plain-language guides written by our team to help you look after your family's eyes.",
  linkLabel: "See all articles",
  link: PATIENT_EDUCATION_PATH,
  readMoreLabel: "Read more",
  teasers: [
    {
      icon: "activity",
      title: "Diabetic Retinopathy: How Diabetes Affects Your Eyes",
      excerpt:
        "High sugar can damage the tiny blood vessels at the back of the eye long before you notice any change. Learn why a yearly dilated check-up matters.",
      article: "diabetic-retinopathy",
      link: PATIENT_EDUCATION_PATH,
    },
    {
      icon: "eye",
      title: "Understanding Glaucoma: The Silent Thief of Sight",
      excerpt:
        "Glaucoma harms the eye's nerve slowly and without pain. Learn who is at risk, which simple tests find it early, and how drops and laser protect your sight.",
      article: "understanding-glaucoma",
      link: PATIENT_EDUCATION_PATH,
    },
    {
      icon: "sun",
      title: "Healthy Vision Habits: Everyday Care for Your Eyes",
      excerpt:
        "Screens, the strong summer sun, dust and farm work are hard on the eyes. Simple daily habits help, such as the 20-20-20 rule and UV-blocking sunglasses.",
      article: "healthy-vision-habits",
      link: PATIENT_EDUCATION_PATH,
    },
  ],
});
