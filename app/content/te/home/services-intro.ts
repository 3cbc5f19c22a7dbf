import * as en from "../../home/services-intro";
import { pageText } from "../../page-texts";

export const homeServices: typeof en.homeServices = pageText("telugu.page.home.homeServices", {
  title: "మీ కళ్ళకు మేము ఎలా సహాయపడతాం",
  intro: "మొదటి కళ్ళద్దాల నుండి శుక్లం ఆపరేషన్ వరకు, చాలా కంటి సమస్యలకు ఇక్కడే పరీక్ష, చికిత్స జరుగుతుంది: ఒకే చోట, ఒక్కసారి వచ్చి.",
  linkLabel: "మా అన్ని సేవలు చూడండి",
  link: en.homeServices.link,
});
