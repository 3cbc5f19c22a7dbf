import * as en from "../../home/visit-us";
import { site } from "../../site";
import { inTelugu, type BlurbWords } from "../card-words";
import { cityTe, consultationHoursTe, fullAddressTe, nearbyTownsTe, townListTe } from "../hospital-words";
import { sampleAt } from "../../hospital/fact";
import { pageText } from "../../page-texts";

/** The landmark in Telugu: a sample, like the English one (en.landmarkFact). */
export const landmarkFact = sampleAt("telugu.landmark", "క్లాక్ టవర్ దగ్గర", "the landmark near the hospital, in Telugu", {
  shownAs: ["క్లాక్ టవర్"],
});

/** The directions in Telugu: a sample, like the English ones (en.directionsFact). */
export const directionsFact = sampleAt<BlurbWords>(
  "telugu.directions",
  {
    bus: {
      title: "పట్టణాల నుండి",
      text: `చుట్టుపక్కల అన్ని పట్టణాల నుండి ${cityTe}కు ఆర్టీసీ బస్సులు తరచుగా ఉంటాయి. ${cityTe} ఆర్టీసీ బస్టాండ్‌లో దిగండి; అక్కడి నుండి ఆటోలో మా దగ్గరకు సుమారు 10 నిమిషాలు.`,
    },
    "map-pin": {
      title: "ఆటోలో",
      text: "ఏ ఆటో డ్రైవర్‌నైనా క్లాక్ టవర్ అని అడగండి; అక్కడి నుండి మేము నడిచే దూరంలోనే ఉన్నాం. అవసరమైతే మీ ఫోన్‌లో మా చిరునామా డ్రైవర్‌కు చూపించండి.",
    },
    building: {
      title: "రైలులో",
      text: `${cityTe} రైల్వే స్టేషన్ నుండి క్లాక్ టవర్‌కు ఆటోలో సుమారు 10 నుండి 15 నిమిషాలు.`,
    },
  },
  "directions from the bus stand and the railway station to the real address, in Telugu",
  { shownAs: ["బస్టాండ్", "రైల్వే స్టేషన్"] },
);

export const visitUs: typeof en.visitUs = pageText("telugu.page.home.visitUs", {
  title: "మా దగ్గరకు రండి",
  text: `${site.name} ${cityTe} పట్టణం నడిబొడ్డున ఉంది. ${nearbyTownsTe.length ? `${townListTe(nearbyTownsTe, "or")} నుండి వస్తుంటే ` : ""}బస్సులో, ఆటోలో సులభంగా చేరుకోవచ్చు.`,
  address: fullAddressTe,
  landmark: landmarkFact.value,
  addressTitle: "చిరునామా",
  hoursTitle: "డాక్టర్‌ను కలిసే సమయాలు",
  /** One line each, so a time range never breaks across lines. */
  hours: [consultationHoursTe.days, ...consultationHoursTe.sessions, consultationHoursTe.closed],
  transportTitle: "ఇక్కడికి ఎలా రావాలి",
  transport: inTelugu(en.visitUs.transport, directionsFact.value),
  directionsLabel: "మ్యాప్‌లో దారి చూడండి",
});
