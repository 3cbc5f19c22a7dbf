import type { PageMetaCopy } from "../types";
import { offersLaserCorrection } from "../hospital/services-offered";
import { site } from "../site";

export const homeMeta: PageMetaCopy = {
  title: "Eye Hospital in Anantapur",
  description: `${site.name}, Anantapur: eye check-ups, cataract surgery (usually stitch-free), glaucoma, diabetic eye care and glasses at ${site.opticalsName}.`,
  keywords: [
    "eye hospital in Anantapur",
    "eye doctor Anantapur",
    "cataract surgery Anantapur",
    "eye check-up Anantapur",
    "diabetic eye check-up",
    "glaucoma treatment Anantapur",
    "children's eye doctor Anantapur",
    ...(offersLaserCorrection ? ["LASIK Anantapur"] : []),
    "Focus Opticals Anantapur",
    "eye hospital near Kadiri Dharmavaram Hindupur",
  ],
};
