import type * as en from "../../home/meta";
import { offersLaserCorrection } from "~/content/hospital/services-offered";
import { site } from "../../site";

export const homeMeta: typeof en.homeMeta = {
  title: "అనంతపురంలో కంటి ఆసుపత్రి",
  description: `అనంతపురంలోని ${site.name}: కంటి పరీక్షలు, సాధారణంగా కుట్లు లేని శుక్లం ఆపరేషన్, గ్లాకోమా, షుగర్ కంటి జబ్బుకు చికిత్స, ${site.opticalsName} లో కళ్ళద్దాలు.`,
  keywords: [
    "అనంతపురం కంటి ఆసుపత్రి",
    "అనంతపురంలో కంటి డాక్టర్",
    "శుక్లం ఆపరేషన్ అనంతపురం",
    "కంటి పరీక్ష అనంతపురం",
    "షుగర్ ఉన్నవారికి కంటి పరీక్ష",
    "గ్లాకోమా చికిత్స అనంతపురం",
    "పిల్లల కంటి డాక్టర్ అనంతపురం",
    ...(offersLaserCorrection ? ["లాసిక్ అనంతపురం"] : []),
    "Focus Opticals అనంతపురం",
    "కదిరి ధర్మవరం హిందూపురం దగ్గర కంటి ఆసుపత్రి",
    "eye hospital in Anantapur",
  ],
};
