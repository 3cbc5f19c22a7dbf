import * as en from "../../home/about-teaser";
import { claims } from "../../hospital/claims";
import { site } from "../../site";
import { clinicImage } from "../about";
import { districtTe, leadDoctorRoleTe } from "../hospital-words";
import { hasOpticalShop, opticalsName } from "../../optical-shop";
import { pageText } from "../../page-texts";

export const aboutTeaser: typeof en.aboutTeaser = pageText("telugu.page.home.aboutTeaser", {
  eyebrow: "మేము ఎవరం",
  title: `${site.name} గురించి`,
  paragraphs: [
    `${claims.yearsOfCareCount === null ? "" : `${claims.yearsOfCareCount} ఏళ్ళకు పైగా `}${site.name} ${districtTe} జిల్లా ప్రజల కళ్ళను చూసుకుంటోంది. మా బృందాన్ని ${site.leadDoctor.name} గారు (${leadDoctorRoleTe}) నడిపిస్తున్నారు.`,
    `ప్రతి పరీక్ష, ప్రతి ధర, ప్రతి నిర్ణయం గురించి సులభమైన మాటల్లో వివరిస్తాం: తెలుగులో గానీ, మీకు సౌకర్యంగా ఉండే భాషలో గానీ.${hasOpticalShop ? ` కళ్ళద్దాలు కావాలంటే ${opticalsName} ఇదే భవనంలో ఉంది, మీరు వేరే చోటికి వెళ్ళక్కర్లేదు.` : ""}`,
  ],
  linkLabel: "మా గురించి ఇంకా చదవండి",
  link: en.aboutTeaser.link,
  image: clinicImage,
});
