import { fullAddress, site } from "../site";
import { nearbyTowns, town, townList } from "../place";
import { sampleAt } from "../hospital/fact";
import type { IconBlurb } from "./types";
import { pageText } from "../page-texts";

/** The landmark patients ask for: a sample until the hospital confirms its address (launch-check finds every page naming it). */
export const landmarkFact = sampleAt(
  "landmark",
  "Near the Clock Tower",
  "the landmark near the hospital that patients and auto drivers know",
  { shownAs: ["Clock Tower", "క్లాక్ టవర్"] },
);

/** How to get here by bus, auto and train: distances and times assume the sample address near the Clock Tower. */
export const directionsFact = sampleAt<IconBlurb[]>(
  "directions",
  [
    {
      icon: "bus",
      title: "From the towns",
      text: `APSRTC buses run often to ${town} from all nearby towns. Get down at the ${town} APSRTC bus stand, about 10 minutes from us by auto.`,
    },
    {
      icon: "map-pin",
      title: "By auto",
      text: "Ask any auto driver for the Clock Tower; we are a short walk from there. Show the driver our address on your phone if needed.",
    },
    {
      icon: "building",
      title: "By train",
      text: `From ${town} railway station, an auto ride to the Clock Tower takes about 10 to 15 minutes.`,
    },
  ],
  "directions from the bus stand and the railway station to the real address, with the times an auto takes",
  { shownAs: ["APSRTC bus stand", "railway station", "బస్టాండ్", "రైల్వే స్టేషన్"] },
);

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
} = pageText("page.home.visitUs", {
  title: "Visit us",
  text: `${site.name} is in the heart of ${town} town.${nearbyTowns.length ? ` If you are coming from ${townList(nearbyTowns, "or")}, it is easy to reach by bus and auto.` : " It is easy to reach by bus and auto."}`,
  address: fullAddress,
  landmark: landmarkFact.value,
  addressTitle: "Address",
  hoursTitle: "Consultation hours",
  /** One line each, so a time range never breaks across lines. */
  hours: [site.consultationHours.days, ...site.consultationHours.sessions, site.consultationHours.closed],
  transportTitle: "Getting here",
  transport: directionsFact.value,
  directionsLabel: "Get directions",
});
