import { paymentSentence } from "../services/payment";
import { site } from "../site";
import { town } from "../place";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import { promises } from "../hospital/promises";
import { landmarkFact } from "./visit-us";
import type { IconCard } from "./types";
import { andList, hasEquipment } from "../hospital/equipment";
import { pageText } from "../page-texts";

/** What the testing card says the hospital measures: only with the equipment it has (hospital/equipment.ts). */
const readings = andList(
  [
    hasEquipment("tonometer") ? "check eye pressure" : "",
    hasEquipment("octScanner") ? "scan the nerve at the back of the eye" : "",
    hasEquipment("opticalBiometer") ? "measure the lens before surgery" : "",
  ].filter(Boolean),
);

export const whyChooseUs: { title: string; intro: string; items: IconCard[] } = pageText("page.home.whyChooseUs", {
  title: "Why families choose us",
  intro:
    "Good eye care is more than a machine. It is a doctor who listens, a clear price, and someone to call when you have a doubt.",
  items: [
    {
      icon: "stethoscope",
      title: "An experienced eye surgeon",
      description:
        `${site.leadDoctor.name} has more than ${site.leadDoctor.experienceYears} years of experience as an eye doctor. ${promises.doctorSeesYou}`.trim(),
    },
    // A hospital with none of the three says nothing of its equipment here.
    ...(readings
      ? [
          {
            icon: "microscope" as const,
            title: "Modern testing equipment",
            description: `We ${readings}, so decisions rest on clear readings.`,
          },
        ]
      : []),
    {
      icon: "rupee",
      title: "Prices told before treatment",
      description: `You will know the cost before anything is done. ${paymentSentence}`.trim(),
    },
    {
      icon: "activity",
      title: "Care for diabetic eyes",
      description:
        `Diabetes is common in our district and can quietly damage the back of the eye. ${promises.diabetesCheckedEveryVisit}`.trim(),
    },
    ...(hasOpticalShop
      ? [
          {
            icon: "glasses",
            title: "Glasses under the same roof",
            description: `Your new prescription goes straight to ${opticalsName} in the same building, with frames for children, adults and seniors.`,
          } satisfies IconCard,
        ]
      : []),
    {
      icon: "map-pin",
      title: "Easy to reach",
      // The landmark is the hospital's fact (visit-us.ts), never retyped here.
      description: `We are ${landmarkFact.value.charAt(0).toLowerCase()}${landmarkFact.value.slice(1)}, ${town}. The directions on this page show the way from the bus stand and the railway station.`,
    },
  ],
});
