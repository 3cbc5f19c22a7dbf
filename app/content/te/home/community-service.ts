import { screensSchools } from "../../hospital/school-screening";
import * as en from "../../home/community-service";
import { inTelugu, type BlurbWords } from "../card-words";
import { prices, rupees } from "../../hospital/prices";
import { pageText } from "../../page-texts";

const blurbs: BlurbWords = {
  "hand-heart": {
    title: `${rupees(prices.communityCataract)} కే శుక్లం ఆపరేషన్`,
    text: `పూర్తి ధర భరించలేని కుటుంబాల కోసం ప్రతి నెలా ${prices.communityPlacesAMonth} శుక్లం ఆపరేషన్లు ${rupees(prices.communityCataract)} కే చేస్తాం.`,
  },
  users: {
    title: "పెద్దవారు",
    text: "తొందరపెట్టని కంటి పరీక్షలు, ప్రతి అడుగులో సహాయం. మీతో పాటు కుటుంబ సభ్యులు మొత్తం సమయం ఉండొచ్చు.",
  },
  baby: {
    title: "పిల్లలు",
    text: `పసిపిల్లలకు, బడి పిల్లలకు నెమ్మదిగా, భయం లేకుండా కంటి పరీక్షలు${screensSchools ? "; దగ్గర్లోని బడుల్లో కంటి పరీక్షలు" : ""}.`,
  },
  siren: {
    title: "అత్యవసర సమస్యలు",
    text: "కంటికి దెబ్బ తగలడం, కళ్ళలో రసాయనాలు పడటం: మా పని వేళల్లో వీటిని ఆలస్యం లేకుండా చూస్తాం. ఉన్నట్టుండి చూపు పోతే, 108కు కాల్ చేయండి.",
  },
};

export const communityService: typeof en.communityService = pageText("telugu.page.home.communityService", {
  title: "మన ప్రాంతంలో అందరికీ కంటి వైద్యం",
  intro: "డబ్బు, వయసు, దూరం: ఇవేవీ ఒకరికి స్పష్టమైన చూపు దక్కకుండా అడ్డు రాకూడదు. ఆ అడ్డును తొలగించడానికి మేము చేస్తున్నవి ఇవి.",
  blurbs: inTelugu(en.communityService.blurbs, blurbs),
  linkLabel: "ప్రజల కోసం మేము చేసే సేవ గురించి తెలుసుకోండి",
  link: en.communityService.link,
});
