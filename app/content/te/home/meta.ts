import type * as en from "../../home/meta";
import { offersLaserCorrection } from "~/content/hospital/services-offered";
import { site } from "../../site";
import { cityTe, nearbyTownsTe } from "../hospital-words";
import { hasOpticalShop, opticalsName } from "../../optical-shop";
import { pageText } from "../../page-texts";

export const homeMeta: typeof en.homeMeta = pageText("telugu.page.home.homeMeta", {
  title: `${cityTe}లో కంటి ఆసుపత్రి`,
  description: `${cityTe}లోని ${site.name}: కంటి పరీక్షలు, సాధారణంగా కుట్లు లేని శుక్లం ఆపరేషన్, గ్లాకోమా, షుగర్ కంటి జబ్బుకు చికిత్స${hasOpticalShop ? `, ${opticalsName} లో కళ్ళద్దాలు` : ""}.`,
  keywords: [
    `${cityTe} కంటి ఆసుపత్రి`,
    `${cityTe}లో కంటి డాక్టర్`,
    `శుక్లం ఆపరేషన్ ${cityTe}`,
    `కంటి పరీక్ష ${cityTe}`,
    "షుగర్ ఉన్నవారికి కంటి పరీక్ష",
    `గ్లాకోమా చికిత్స ${cityTe}`,
    `పిల్లల కంటి డాక్టర్ ${cityTe}`,
    ...(offersLaserCorrection ? [`లాసిక్ ${cityTe}`] : []),
    ...(hasOpticalShop ? [`${opticalsName} ${cityTe}`] : []),
    ...(nearbyTownsTe.length ? [`${nearbyTownsTe.slice(0, 3).join(" ")} దగ్గర కంటి ఆసుపత్రి`] : []),
    `eye hospital in ${site.city}`,
  ],
});
