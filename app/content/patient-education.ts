import { editedFaqs } from "~/content/edited-texts";
import { site } from "./site";
import { town } from "./place";
import type { FaqItem, IconName, PageMetaCopy, TitledIntro } from "./types";
import { articlePath } from "./paths";
import { checkUpPriceAt } from "./hospital/choices";
import { holdsCamps } from "./services/eye-camps";
import { hasEquipment } from "./hospital/equipment";
import { pageText } from "./page-texts";

export const educationMeta: PageMetaCopy = pageText("page.education.educationMeta", {
  title: "Patient Education",
  description: `Plain-English eye health guides from an eye hospital in ${town}: glaucoma, cataract, diabetic eye disease, dry eyes, children's eyes and daily habits.`,
  keywords: [
    "eye health articles",
    "patient education eye care",
    "glaucoma information",
    "diabetic retinopathy",
    "cataract surgery guide",
    `eye care tips ${town}`,
  ],
});

export const educationHero: TitledIntro = pageText("page.education.educationHero", {
  title: "Patient Education",
  intro: `Clear, practical guides from ${site.name} on common eye problems, their treatment, and everyday habits that protect your sight, written for families in ${town} and the towns around it.`,
});

/** Three promo blocks on the article list (specification §4); the cataract link opens the cataract guide (decision 0026). */
export const promoBlocks: { title: string; text: string; linkLabel: string; href: string; icon: IconName }[] = pageText(
  "page.education.promoBlocks",
  [
    {
      title: "Book an Eye Check-up",
      text: `Many eye diseases give no warning until sight is lost. A check-up from ₹${checkUpPriceAt.main} can find them early. We see patients ${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}.`,
      linkLabel: "Book a check-up",
      href: "/contact",
      icon: "calendar",
    },
    {
      title: "Glaucoma: Know the Silent Risk",
      text: "Glaucoma slowly damages the optic nerve without pain. If you are over 40 or it runs in your family, learn how a simple test can protect your sight.",
      linkLabel: "Read about glaucoma",
      href: articlePath("understanding-glaucoma"),
      icon: "eye",
    },
    {
      title: "Cloudy Vision? Read About Cataract",
      text: "A cloudy lens (cataract) makes sight dim and hazy. Surgery takes about 15 to 20 minutes per eye and you go home the same day. Here is what to expect.",
      linkLabel: "Read the cataract guide",
      href: articlePath("cataract-surgery-guide"),
      icon: "scan-eye",
    },
  ],
);

export const glaucomaFacts: { title: string; intro: string; facts: { value: string; label: string }[] } = pageText(
  "page.education.glaucomaFacts",
  {
    title: "Glaucoma: Facts Worth Knowing",
    intro:
      "Glaucoma damages the optic nerve, the cable that carries pictures from the eye to the brain. Knowing these facts can help you and your family catch it in time.",
    facts: [
      {
        value: "No pain",
        label: "Early glaucoma usually has no symptoms; side vision fades so slowly that most people do not notice.",
      },
      {
        value: "Permanent",
        label: "Sight lost to glaucoma cannot be restored, but treatment can protect the sight that remains.",
      },
      {
        value: "40+",
        label: "Risk rises after the age of 40, so adults should have their eye pressure and optic nerve checked.",
      },
      {
        value: "Family",
        label: "A parent, brother or sister with glaucoma raises your own risk. Ask your relatives to get checked.",
      },
    ],
  },
);

/** As written in the repository; the pages read `educationFaqs` (an editor's list over it, decision 0038). */
export const repositoryEducationFaqs: FaqItem[] = [
  {
    question: "How often should I get my eyes checked?",
    answer:
      "Most adults should have an eye check every 1 to 2 years. Children should be checked at 6 months, at age 3, before starting school, and then every 1 to 2 years. If you have diabetes, come at least once a year for a dilated eye check, even if you see well.",
  },
  {
    question: "I have diabetes but my eyesight is fine. Do I still need an eye test?",
    answer: `Yes. Diabetic eye disease usually causes no pain and no blurring in its early stages. A dilated eye examination${hasEquipment("octScanner") ? ", and an OCT scan if needed," : ""} can find changes in the retina long before you notice them, when treatment works best.`,
  },
  {
    question: "Can glaucoma be cured?",
    answer:
      "Sight already lost to glaucoma cannot be brought back. But eye drops, laser or surgery can lower the eye pressure and slow or stop further damage, so finding it early and using your treatment regularly makes a real difference.",
  },
  {
    question: "Is looking at my phone or computer for long hours harmful?",
    answer:
      "Long screen time does not usually cause lasting damage in adults, but it can make the eyes tired, dry and blurry. Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds. If headaches or blurring continue, book a check-up, as you may need glasses.",
  },
];

export const educationFaqs = editedFaqs("faq.education", repositoryEducationFaqs);

/** The signup box has no submit behaviour (specification §7). The English button reads 'Join Now'. */
export const newsletter: { title: string; text: string; placeholder: string; buttonLabel: string; note: string } =
  pageText("page.education.newsletter", {
    title: "Eye Care Tips by E-mail",
    text: `Join our mailing list for simple eye-care advice from ${site.name}, seasonal tips for summer sun and dust${holdsCamps ? ", and news of free eye camps near you" : ""}.`,
    placeholder: "Your e-mail address",
    buttonLabel: "Join Now",
    note: `Our e-mail list is not open yet, so nothing is sent when you press the button. For advice today, call us on ${site.phone.display}.`,
  });

/** Words of the article list around the content (search, tabs, section headings). */
export interface EducationPageCopy {
  searchLabel: string;
  searchHint: string;
  /** "{n}" is replaced by the number of results. */
  resultsHeadingOne: string;
  resultsHeadingMany: string;
  noResults: string;
  noResultsHint: string;
  clearSearch: string;
  browseTitle: string;
  browseIntro: string;
  tabsLabel: string;
  readMore: string;
  promoTitle: string;
  faqTitle: string;
  emailLabel: string;
}

export const educationPageCopy: EducationPageCopy = {
  searchLabel: "Search articles",
  searchHint: "Type a word such as glaucoma, sugar or screen. Results update as you type.",
  /** "{n}" is replaced by the number of results. */
  resultsHeadingOne: "Search Results: 1 article found",
  resultsHeadingMany: "Search Results: {n} articles found",
  noResults: "No articles found matching your search.",
  noResultsHint: "Try a shorter word, or browse all the articles by topic.",
  clearSearch: "Clear Search",
  browseTitle: "Browse articles by topic",
  browseIntro: "Choose a topic, or read all eight guides. Each one takes only a few minutes.",
  tabsLabel: "Article topics",
  readMore: "Read more",
  promoTitle: "Next steps for your eyes",
  faqTitle: "Questions patients often ask",
  emailLabel: "E-mail address",
};

/** Words of the article page around the article itself. */
export interface ArticlePageCopy {
  byline: string;
  readingTime: (minutes: number) => string;
  share: string;
  print: string;
  shareToast: { title: string; description: string };
  toolsLabel: string;
  relatedTitle: string;
  /** Beside the article: the service pages its subject leads to. */
  servicesTitle: string;
  disclaimer: string;
  printedFrom: string;
  cta: { title: string; text: string; contactLabel: string; bookLabel: string; callLabel: string };
  backLabel: string;
  notFound: { title: string; text: string; backLabel: string; suggestionsTitle: string };
}

export const articlePageCopy: ArticlePageCopy = {
  byline: "By",
  readingTime: (minutes: number) => `${minutes} min read`,
  share: "Share",
  print: "Print",
  shareToast: { title: "Link copied to clipboard", description: "You can now share this article with others." },
  toolsLabel: "Share or print this article",
  relatedTitle: "Related Articles",
  servicesTitle: "Related Services",
  disclaimer:
    "This article is general information for patients. It does not replace an examination: if you are worried about your eyes, please see an eye doctor.",
  printedFrom: "Read this article online at",
  cta: {
    title: "Questions about your eyes?",
    text: `Our eye doctors in ${town} can check your eyes and explain what you need. Send us a message or book a visit.`,
    contactLabel: "Contact us",
    bookLabel: "Book an Appointment",
    callLabel: `Call ${site.phone.display}`,
  },
  backLabel: "Back to Patient Education",
  notFound: {
    title: "Article Not Found",
    text: "The article you're looking for doesn't exist or may have been moved.",
    backLabel: "Back to Patient Education",
    suggestionsTitle: "Articles you can read now",
  },
};
