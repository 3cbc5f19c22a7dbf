import type * as en from "../../home/call-to-action";
import { site } from "../../site";
import { pageText } from "../../page-texts";

export const callToAction: typeof en.callToAction = pageText("telugu.page.home.callToAction", {
  title: "మీ చూపు మసకగా ఉందా, పొగ కమ్మినట్టు ఉందా, లేదా రోజురోజుకీ తగ్గుతోందా?",
  text: "ఇంకా ఎక్కువయ్యే వరకు ఆగకండి. ఈరోజే కంటి పరీక్షకు అపాయింట్‌మెంట్ తీసుకోండి: చాలా కంటి సమస్యలు ముందే బయటపడితే చికిత్స సులభం.",
  primaryLabel: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  callLabel: `కాల్ చేయండి: ${site.phone.display}`,
  chatLabel: "వాట్సాప్‌లో మెసేజ్ చేయండి",
});
