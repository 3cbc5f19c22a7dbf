import { fullAddress, site } from "../site";
import type { IconBlurb } from "./types";

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
