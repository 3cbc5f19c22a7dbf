import { clinicImage } from "./about";
import { fullAddress, site } from "./site";
import type { FaqItem, IconName, ImageRef } from "./types";

/** Copy for the home page (/). Components render these values; they hold no sentences of their own. */

interface PageMetaCopy {
  /** Page title without the "| {hospital} Anantapur" suffix. */
  title: string;
  /** At most 155 characters. */
  description: string;
  keywords: string[];
}

export interface Stat {
  value: string;
  label: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface IconBlurb {
  icon: IconName;
  title: string;
  text: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export const homeMeta: PageMetaCopy = {
  title: "Eye Hospital in Anantapur",
  description: `${site.name}, Anantapur: eye check-ups, stitch-free cataract surgery, glaucoma, diabetic eye care and glasses at ${site.opticalsName}.`,
  keywords: [
    "eye hospital in Anantapur",
    "eye doctor Anantapur",
    "cataract surgery Anantapur",
    "eye check-up Anantapur",
    "diabetic eye check-up",
    "glaucoma treatment Anantapur",
    "children's eye doctor Anantapur",
    "LASIK Anantapur",
    "Focus Opticals Anantapur",
    "eye hospital near Kadiri Dharmavaram Hindupur",
  ],
};

export const homeHero: {
  eyebrow: string;
  title: string;
  intro: string;
  stats: Stat[];
  /** Accessible name of the stats list. */
  statsLabel: string;
  bookLabel: string;
  callLabel: string;
  image: ImageRef;
} = {
  eyebrow: `${site.name} · ${site.city}`,
  title: "Clear sight, close to home in Anantapur",
  intro:
    "Eye check-ups, cataract surgery and care for diabetic, glaucoma and children's eye problems, all under one roof. Families come to us from Anantapur town and from Kadiri, Dharmavaram, Hindupur, Guntakal, Tadipatri and Gooty.",
  stats: [
    { value: "15+", label: "Years of care" },
    { value: "10k+", label: "Surgeries performed" },
    { value: "99%", label: "Patient satisfaction" },
  ],
  statsLabel: "Our record in numbers",
  bookLabel: "Book an Appointment",
  callLabel: `Call ${site.phone.display}`,
  image: {
    src: "/images/hero-eye-care.svg",
    width: 640,
    height: 520,
    alt: "An eye doctor checking an older patient's eyes with a slit lamp while a family member waits beside them",
  },
};

export const aboutTeaser: {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  linkLabel: string;
  link: string;
  image: ImageRef;
} = {
  eyebrow: "Who we are",
  title: `About ${site.name}`,
  paragraphs: [
    `For more than 15 years, ${site.name} has looked after the eyes of people in Anantapur district. Our team is led by ${site.leadDoctor.name}, ${site.leadDoctor.role}, who has performed over 5,000 cataract surgeries.`,
    `We explain every test, every price and every choice in plain words, in Telugu or in the language you are most comfortable with. When you need glasses, ${site.opticalsName} is in the same building, so you do not have to go elsewhere.`,
  ],
  linkLabel: "Read our story",
  link: "/about",
  image: clinicImage,
};

export const homeServices: { title: string; intro: string; linkLabel: string; link: string } = {
  title: "How we can help your eyes",
  intro:
    "From a first pair of glasses to cataract surgery, most eye problems can be checked and treated here, in one visit to one place.",
  linkLabel: "See all our services",
  link: "/services",
};

export const whyChooseUs: { title: string; intro: string; items: IconCard[] } = {
  title: "Why families choose us",
  intro:
    "Good eye care is more than a machine. It is a doctor who listens, a clear price, and someone to call when you have a doubt.",
  items: [
    {
      icon: "stethoscope",
      title: "An experienced eye surgeon",
      description: `${site.leadDoctor.name} has more than 15 years of experience and over 5,000 cataract surgeries. You see the doctor, not only an assistant.`,
    },
    {
      icon: "microscope",
      title: "Modern testing equipment",
      description:
        "We check eye pressure, scan the nerve at the back of the eye and measure the lens before surgery, so decisions rest on clear readings.",
    },
    {
      icon: "rupee",
      title: "Prices told before treatment",
      description:
        "You will know the cost before anything is done. Pay by cash, card or UPI, with EMI for select procedures.",
    },
    {
      icon: "activity",
      title: "Care for diabetic eyes",
      description:
        "Diabetes is common in our district and can quietly damage the back of the eye. We check for it at every visit and explain what the results mean.",
    },
    {
      icon: "glasses",
      title: "Glasses under the same roof",
      description: `Your new prescription goes straight to ${site.opticalsName} in the same building, with frames for children, adults and seniors.`,
    },
    {
      icon: "map-pin",
      title: "Easy to reach",
      description:
        "We are near the Clock Tower in Anantapur town, a short auto ride from the APSRTC bus stand, for patients coming in from the surrounding towns.",
    },
  ],
};

export const missionVisionValues: {
  title: string;
  mission: TitledText;
  vision: TitledText;
  valuesTitle: string;
  values: IconCard[];
} = {
  title: "What we stand for",
  valuesTitle: "Our values",
  mission: {
    title: "Our mission",
    text: "To give every patient who walks in, whatever their age or income, an honest diagnosis, safe treatment and a clear explanation, at a fair and openly stated price.",
  },
  vision: {
    title: "Our vision",
    text: "An Anantapur district where no one loses sight to a problem that could have been found early or treated simply, such as a cataract, glaucoma or diabetic eye disease.",
  },
  values: [
    {
      icon: "heart",
      title: "Compassion",
      description: "We listen first, we are patient with questions, and we treat every person with the same respect.",
    },
    {
      icon: "award",
      title: "Excellence",
      description: "Careful testing, clean surgery and proper follow-up, done the right way every time.",
    },
    {
      icon: "lightbulb",
      title: "Innovation",
      description: "We adopt new methods when they make care safer or faster for patients, not for show.",
    },
    {
      icon: "shield-check",
      title: "Integrity",
      description: "We recommend only the treatment you need and tell you the full cost before we begin.",
    },
  ],
};

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
  ratingLine: `Rated ${site.rating.value} out of 5 from ${site.rating.count} reviews. 95% of patients rate our services excellent or very good.`,
  linkLabel: "Read more patient stories",
  link: "/testimonials",
};

export const callToAction: {
  title: string;
  text: string;
  primaryLabel: string;
  callLabel: string;
  chatLabel: string;
} = {
  title: "Is your vision blurred, cloudy or getting worse?",
  text: "Do not wait for it to get worse. Book a check-up today: most eye problems are easier to treat when they are found early.",
  primaryLabel: "Book an Appointment",
  callLabel: `Call ${site.phone.display}`,
  chatLabel: "Chat on WhatsApp",
};

export const communityService: {
  title: string;
  intro: string;
  blurbs: IconBlurb[];
  linkLabel: string;
  link: string;
} = {
  title: "Eye care for everyone in our community",
  intro:
    "Money, age or distance should not stand between a person and clear sight. These are the ways we try to close that gap.",
  blurbs: [
    {
      icon: "hand-heart",
      title: "Cataract surgery at ₹6,000",
      text: "Every month we set aside ten cataract surgeries at ₹6,000 for families who cannot afford the full price.",
    },
    {
      icon: "users",
      title: "Seniors",
      text: "Unhurried check-ups, help at every step, and a family member welcome to stay with you throughout.",
    },
    {
      icon: "baby",
      title: "Children",
      text: "Gentle check-ups for babies and school children, and eye screenings in local schools.",
    },
    {
      icon: "siren",
      title: "Emergencies",
      text: "Eye injuries, chemical splashes and sudden loss of sight are seen without delay during our hours.",
    },
  ],
  linkLabel: "Learn about our community outreach",
  link: "/community-outreach",
};

export const appointmentPromo: {
  title: string;
  text: string;
  points: IconBlurb[];
  buttonLabel: string;
} = {
  title: "Planning your visit",
  text: "Book ahead and we will keep a time for you. A little preparation helps the doctor understand your eyes faster.",
  points: [
    {
      icon: "glasses",
      title: "What to bring",
      text: "Your old glasses, a list of the medicines you take, and your recent sugar reports if you have diabetes.",
    },
    {
      icon: "eye",
      title: "What to expect",
      text: "Plan for 60 to 90 minutes for a full check-up, because dilating drops need time to work. Bring a family member if you can, and sunglasses for the ride home.",
    },
    {
      icon: "clock",
      title: "Consultation hours",
      text: `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}. ${site.consultationHours.closed}.`,
    },
  ],
  buttonLabel: "Book an Appointment",
};

/** Exactly five questions, each expandable on the home page. */
export const homeFaqSection: { title: string; intro: string; moreLabel: string; moreLink: string } = {
  title: "Questions patients often ask",
  intro: "Quick answers to what people ask us most before their first visit.",
  moreLabel: "Ask us anything else",
  moreLink: "/contact",
};

export const homeFaqs: FaqItem[] = [
  {
    question: "Do I need an appointment?",
    answer: `Walk-in patients are seen during consultation hours, but booking ahead means a shorter wait. Book online, call ${site.phone.display}, or send us a WhatsApp message.`,
  },
  {
    question: "How much does an eye check-up cost?",
    answer:
      "An eye check-up starts from ₹500. If you need extra tests, such as a scan of the back of the eye, we will tell you the price before we do them. You can pay by cash, card or UPI.",
  },
  {
    question: "Is cataract surgery painful, and how long does it take?",
    answer:
      "No. Numbing drops are used, so most people feel only a light pressure. The surgery takes about 15 to 20 minutes per eye, and you will be at the centre for 2 to 3 hours in total. You go home the same day. Cataract surgery starts from ₹15,000.",
  },
  {
    question: "Do you accept insurance?",
    answer:
      "We have no direct tie-ups with insurance companies, so you pay at the hospital first. Our staff will help you prepare the bills, reports and forms your insurer needs to pay you back.",
  },
  {
    question: "Will my eyes be dilated? Can I drive afterwards?",
    answer:
      "For a full check-up we usually put in drops that widen the pupil so the doctor can see the back of the eye. Your vision will be blurred and bright light will feel harsh for about 4 to 6 hours. Do not drive or ride a two-wheeler until it clears; come with someone or take an auto home.",
  },
];

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
  link: "/patient-education",
  teasers: [
    {
      icon: "activity",
      title: "Diabetes and your eyes",
      excerpt:
        "High sugar can damage the tiny blood vessels at the back of the eye long before you notice any change. Learn why a yearly dilated check-up matters.",
      link: "/patient-education",
    },
    {
      icon: "sun",
      title: "Protecting your eyes from the Rayalaseema sun",
      excerpt:
        "Strong sunlight, heat and dust are hard on the eyes. Simple habits, such as UV-blocking sunglasses and a wide hat, lower the risk of early cataract.",
      link: "/patient-education",
    },
    {
      icon: "monitor",
      title: "Screens, study and tired eyes",
      excerpt:
        "Phones and laptops make eyes dry and strained. Try the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.",
      link: "/patient-education",
    },
  ],
};

export const visitUs: {
  title: string;
  text: string;
  address: string;
  landmark: string;
  addressTitle: string;
  hoursTitle: string;
  hours: string[];
  transportTitle: string;
  transport: IconBlurb[];
  directionsLabel: string;
} = {
  title: "Visit us",
  text: `${site.name} is in the heart of Anantapur town. If you are coming from Kadiri, Dharmavaram, Hindupur, Guntakal, Tadipatri or Gooty, it is easy to reach by bus and auto.`,
  address: fullAddress,
  landmark: "Near the Clock Tower",
  addressTitle: "Address",
  hoursTitle: "Consultation hours",
  /** One line each, so a time range never breaks across lines. */
  hours: [site.consultationHours.days, ...site.consultationHours.sessions, site.consultationHours.closed],
  transportTitle: "Getting here",
  // PLACEHOLDER: distances and times assume the placeholder address near the Clock Tower; confirm with the hospital.
  transport: [
    {
      icon: "bus",
      title: "From the towns",
      text: "APSRTC buses run often to Anantapur from all nearby towns. Get down at the Anantapur APSRTC bus stand, about 10 minutes from us by auto.",
    },
    {
      icon: "map-pin",
      title: "By auto",
      text: "Ask any auto driver for the Clock Tower; we are a short walk from there. Show the driver our address on your phone if needed.",
    },
    {
      icon: "building",
      title: "By train",
      text: "From Anantapur railway station, an auto ride to the Clock Tower takes about 10 to 15 minutes.",
    },
  ],
  directionsLabel: "Get directions",
};

/**
 * The specification's deliberate second price reading (₹300, against ₹500 elsewhere).
 * Both readings stand; use this short line in one place only.
 */
export const shortPriceNote = "Eye check-up from ₹300";
