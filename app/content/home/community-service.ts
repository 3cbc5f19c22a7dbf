import { screensSchools } from "../hospital/school-screening";
import type { IconBlurb } from "./types";
import { countInEnglish, prices, rupees } from "../hospital/prices";
import { pageText } from "../page-texts";

export const communityService: {
  title: string;
  intro: string;
  blurbs: IconBlurb[];
  linkLabel: string;
  link: string;
} = pageText("page.home.communityService", {
  title: "Eye care for everyone in our community",
  intro:
    "Money, age or distance should not stand between a person and clear sight. These are the ways we try to close that gap.",
  blurbs: [
    {
      icon: "hand-heart",
      title: `Cataract surgery at ${rupees(prices.communityCataract)}`,
      text: `Every month we set aside ${countInEnglish(prices.communityPlacesAMonth)} cataract surgeries at ${rupees(prices.communityCataract)} for families who cannot afford the full price.`,
    },
    {
      icon: "users",
      title: "Seniors",
      text: "Unhurried check-ups, help at every step, and a family member welcome to stay with you throughout.",
    },
    {
      icon: "baby",
      title: "Children",
      text: `Gentle check-ups for babies and school children${screensSchools ? ", and eye screenings in local schools" : ""}.`,
    },
    {
      icon: "siren",
      title: "Emergencies",
      text: "Eye injuries and chemical splashes are seen without delay during our hours. For sudden loss of sight, call 108.",
    },
  ],
  linkLabel: "Learn about our community outreach",
  link: "/community-outreach",
});
