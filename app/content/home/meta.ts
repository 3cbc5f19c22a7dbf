import type { PageMetaCopy } from "../types";
import { offersLaserCorrection } from "../hospital/services-offered";
import { site } from "../site";
import { nearbyTowns, town } from "../place";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import { pageText } from "../page-texts";

export const homeMeta: PageMetaCopy = pageText("page.home.homeMeta", {
  title: `Eye Hospital in ${town}`,
  description: `${site.name}, ${town}: eye check-ups, cataract surgery (usually stitch-free), glaucoma${hasOpticalShop ? `, diabetic eye care and glasses at ${opticalsName}` : " and diabetic eye care"}.`,
  keywords: [
    `eye hospital in ${town}`,
    `eye doctor ${town}`,
    `cataract surgery ${town}`,
    `eye check-up ${town}`,
    "diabetic eye check-up",
    `glaucoma treatment ${town}`,
    `children's eye doctor ${town}`,
    ...(offersLaserCorrection ? [`LASIK ${town}`] : []),
    ...(hasOpticalShop ? [`${opticalsName} ${town}`] : []),
    ...(nearbyTowns.length ? [`eye hospital near ${nearbyTowns.slice(0, 3).join(" ")}`] : []),
  ],
});
