import { paymentSentence } from "./services/payment";
import { claims, inWords, whenStated } from "./hospital/claims";
import { site } from "./site";
import { district, nearbyTowns, town } from "./place";
import { hasOpticalShop, opticalsName } from "./optical-shop";
import type { IconName, ImageRef, PageMetaCopy, TitledIntro, TitledText } from "./types";
import { insuranceAt, wordingFor } from "./hospital/choices";
import { slotImage } from "./photo-slots";
import { foundingStoryFact } from "./hospital/founding-story";
import { countInEnglishAtStart, prices, rupees } from "./hospital/prices";
import { pageText } from "./page-texts";
import { andList, hasEquipment, takesScans } from "./hospital/equipment";

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Copy for the about page (/about). Components render these values; they hold no sentences of their own. */

export interface AboutCard {
  icon: IconName;
  title: string;
  description: string;
}

export const aboutMeta: PageMetaCopy = pageText("page.about.aboutMeta", {
  title: "About Us",
  description: `${claims.yearsOfCare === null ? "Eye care" : `${claims.yearsOfCare} years of eye care`} in ${town}: meet ${site.name}${hasOpticalShop ? `, our mission and values, and ${opticalsName} under the same roof` : " and learn our mission and values"}.`,
  keywords: [
    `about ${site.name}`,
    `eye hospital ${town}`,
    `eye doctor in ${town}`,
    `eye care ${district} district`,
    ...(hasOpticalShop ? [`${opticalsName} ${town}`] : []),
    ...(nearbyTowns.length ? [`eye hospital for ${nearbyTowns.slice(0, 4).join(" ")}`] : []),
  ],
});

export const aboutHero: { title: string; lead: string } = pageText("page.about.aboutHero", {
  title: "About Us",
  lead: `${claims.yearsOfCareCount === null ? `${site.name} looks after` : `For more than ${claims.yearsOfCareCount} years, ${site.name} has looked after`} the eyes of families in ${town} and the towns around it: ${hasOpticalShop ? "check-ups, cataract surgery and glasses" : "check-ups and cataract surgery"}, all under one roof.`,
});

/** Short facts beside the intro (specification §1 and §9 claims). */
export const aboutFacts: { value: string; label: string }[] = [
  ...whenStated(claims.yearsOfCare, (value) => ({ value, label: `Years of eye care in ${town}` })),
  ...whenStated(claims.surgeries, (value) => ({ value, label: "Eye surgeries performed" })),
  ...whenStated(claims.satisfaction, (value) => ({ value, label: "Patient satisfaction" })),
  ...whenStated(claims.rating, ({ value, count }) => ({
    value: `${value}/5`,
    label: `Rating from ${count} patient reviews`,
  })),
];

export const aboutIntro: { title: string; factsLabel: string; paragraphs: string[] } = pageText(
  "page.about.aboutIntro",
  {
    title: `Eye care that has grown with ${town}`,
    factsLabel: "At a glance",
    paragraphs: [
      // The story is the hospital's to tell (hospital/founding-story.ts); emptied, the figures stand alone.
      [
        ...whenStated(claims.yearsOfCareCount, (years) => `${site.name} began more than ${years} years ago.`),
        foundingStoryFact.value.trim(),
        ...whenStated(
          claims.surgeriesCount,
          (count) =>
            `${claims.yearsOfCareCount === null ? "Our" : "Since then our"} team has performed more than ${inWords(count)} surgeries.`,
        ),
      ]
        .filter(Boolean)
        .join(" "),
      `The hospital is led by ${site.leadDoctor.name}, ${site.leadDoctor.role}. Our patients come from across ${district} district: from the town itself${nearbyTowns.length ? ` and from ${nearbyTowns.join(", ")} and the villages around them` : " and the villages around it"}, within about ${site.serviceRadiusKm} km.`,
      "We see many farmers and outdoor workers whose eyes have taken years of strong sun and dust, and many people with diabetes, which can harm the eyes without any early warning. Finding these problems early is a large part of what we do.",
      ...(hasOpticalShop
        ? [
            `${opticalsName}, our optical shop, is in the same building. When you need glasses, your prescription goes straight there, and the staff can check that your new lenses match what the doctor asked for.`,
          ]
        : []),
    ],
  },
);

export const aboutMission: TitledText = pageText("page.about.aboutMission", {
  title: "Our mission",
  text: "To give every patient an honest diagnosis, safe treatment and a clear explanation, at a fair price told up front, whatever their age, language or income.",
});

export const aboutVision: TitledText = pageText("page.about.aboutVision", {
  title: "Our vision",
  text: "A district where nobody goes blind from a cloudy lens (cataract), glaucoma or diabetic eye disease that could have been found early and treated close to home.",
});

export const aboutValuesSection: TitledIntro = pageText("page.about.aboutValuesSection", {
  title: "Our values",
  intro: "Four simple promises that shape how we treat every patient, from the first phone call to the last check-up.",
});

export const aboutValues: AboutCard[] = pageText("page.about.aboutValues", [
  {
    icon: "heart",
    title: "Compassion",
    description:
      "Many of our patients are worried or in pain. We slow down, explain, and treat each person as we would our own family.",
  },
  {
    icon: "award",
    title: "Excellence",
    description:
      "Careful tests before treatment, sterile and precise surgery, and follow-up until your eye has healed.",
  },
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "We bring in newer methods and equipment when they make care safer, quicker to recover from, or easier to reach.",
  },
  {
    icon: "shield-check",
    title: "Integrity",
    description: "We advise only the treatment you need, and we tell you what it costs before we start.",
  },
]);

export const aboutWhyChooseSection: TitledIntro = pageText("page.about.aboutWhyChooseSection", {
  title: `Why patients choose ${site.name}`,
  intro: "What families from across the district tell us matters most to them.",
});

export const aboutWhyChoose: AboutCard[] = pageText("page.about.aboutWhyChoose", [
  {
    icon: "user",
    title: "One doctor who knows your history",
    description: `${site.leadDoctor.name} sees patients in person and follows them over the years, so the doctor who sees you knows your eye history.`,
  },
  {
    icon: "scan-eye",
    title: "Tests done in one place",
    description: `${upperFirst(
      andList([
        ...(hasEquipment("tonometer") ? ["eye pressure"] : []),
        "sight testing",
        ...(takesScans ? ["scans of the back of the eye"] : []),
        ...(hasEquipment("opticalBiometer") ? ["lens measurements"] : []),
      ]),
    )} are done here, without sending you across town.`,
  },
  {
    icon: "rupee",
    title: "Clear, fair prices",
    description: `You know the cost before treatment. ${paymentSentence}`.trim(),
  },
  {
    icon: "users",
    title: "Care for every age",
    description: "From a baby's first eye check to cataract surgery at 80, with extra time and help for seniors.",
  },
  {
    icon: "hand-heart",
    title: "A community programme",
    description: `${countInEnglishAtStart(prices.communityPlacesAMonth)} cataract surgeries every month at ${rupees(prices.communityCataract)} for families who cannot pay the full price.`,
  },
  ...(hasOpticalShop
    ? [
        {
          icon: "glasses",
          title: `${opticalsName} on site`,
          description:
            "Frames and lenses for all ages in the same building, fitted to the prescription your doctor gives.",
        } satisfies AboutCard,
      ]
    : []),
]);

/**
 * The specification's second insurance reading ("several plans accepted"), deliberately
 * different from the home page's "no direct insurer tie-ups". Both readings stand.
 */
export const aboutInsuranceNote: TitledText & { linkLabel: string; link: string } = pageText(
  "page.about.aboutInsuranceNote",
  {
    title: "Insurance",
    text: wordingFor(insuranceAt.plansAccepted, {
      plansAccepted:
        "We accept several health insurance plans. Bring your policy card or e-card to the front desk and we will tell you what your plan covers.",
      noDirectTieUps:
        "We have no direct tie-ups with insurance companies: you pay at the hospital, and our staff help you with the papers to claim the money back.",
    }),
    linkLabel: "See insurance and payment options",
    link: "/services#insurance-payment",
  },
);

export const aboutCallToAction: { title: string; text: string; bookLabel: string; callLabel: string } = pageText(
  "page.about.aboutCallToAction",
  {
    title: "Come and see us",
    text: `Ask for an appointment online and our staff will call you to confirm a time. Consultations: ${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}; ${site.consultationHours.closed}.`,
    bookLabel: "Book an Appointment",
    callLabel: `Call ${site.phone.display}`,
  },
);

export const clinicImage: ImageRef = slotImage("clinic-front", "en", {
  src: "/images/clinic-front.svg",
  width: 1200,
  height: 800,
  alt: `The front entrance of ${site.name} in ${town}${hasOpticalShop ? `, with the ${opticalsName} shop beside it` : ""}`,
});
