import type { IconName } from "../types";
import { PATIENT_EDUCATION_PATH } from "../paths";

export const articleTeasers: {
  title: string;
  intro: string;
  linkLabel: string;
  link: string;
  teasers: { title: string; excerpt: string; icon: IconName; link: string }[];
} = {
  title: "Learn about your eyes",
  intro: "Short, plain-language guides written by our team to help you look after your family's eyes.",
  linkLabel: "See all articles",
  link: PATIENT_EDUCATION_PATH,
  teasers: [
    {
      icon: "activity",
      title: "Diabetes and your eyes",
      excerpt:
        "High sugar can damage the tiny blood vessels at the back of the eye long before you notice any change. Learn why a yearly dilated check-up matters.",
      link: PATIENT_EDUCATION_PATH,
    },
    {
      icon: "sun",
      title: "Protecting your eyes from the Rayalaseema sun",
      excerpt:
        "Strong sunlight, heat and dust are hard on the eyes. Simple habits, such as UV-blocking sunglasses and a wide hat, lower the risk of early cataract.",
      link: PATIENT_EDUCATION_PATH,
    },
    {
      icon: "monitor",
      title: "Screens, study and tired eyes",
      excerpt:
        "Phones and laptops make eyes dry and strained. Try the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.",
      link: PATIENT_EDUCATION_PATH,
    },
  ],
};
