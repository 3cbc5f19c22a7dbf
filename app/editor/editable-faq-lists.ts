import type { EditableFaqList } from "../content/edited-texts";
import { repositoryContactFaqs } from "../content/contact";
import { repositoryHomeFaqs } from "../content/home/faq";
import { repositoryEducationFaqs } from "../content/patient-education";
import { repositoryContactFaqs as teluguContactFaqs } from "../content/te/contact";
import { repositoryHomeFaqs as teluguHomeFaqs } from "../content/te/home/faq";
import { repositoryEducationFaqs as teluguEducationFaqs } from "../content/te/patient-education";

/** The question-and-answer lists editors can change (decision 0038), English before its Telugu twin. */
export const editableFaqLists: readonly EditableFaqList[] = [
  { key: "faq.home", label: "Home page: questions patients often ask", lang: "en", items: repositoryHomeFaqs },
  { key: "telugu.faq.home", label: "Home page: questions patients often ask", lang: "te", items: teluguHomeFaqs },
  { key: "faq.contact", label: "Contact page: questions", lang: "en", items: repositoryContactFaqs },
  { key: "telugu.faq.contact", label: "Contact page: questions", lang: "te", items: teluguContactFaqs },
  { key: "faq.education", label: "Patient Education page: questions", lang: "en", items: repositoryEducationFaqs },
  {
    key: "telugu.faq.education",
    label: "Patient Education page: questions",
    lang: "te",
    items: teluguEducationFaqs,
  },
];
