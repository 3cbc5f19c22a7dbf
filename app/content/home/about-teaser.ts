import { claims } from "../hospital/claims";
import { clinicImage } from "../about";
import { site } from "../site";
import { district } from "../place";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import type { ImageRef } from "../types";
import { pageText } from "../page-texts";

export const aboutTeaser: {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  linkLabel: string;
  link: string;
  image: ImageRef;
} = pageText("page.home.aboutTeaser", {
  eyebrow: "Who we are",
  title: `About ${site.name}`,
  paragraphs: [
    `${claims.yearsOfCareCount === null ? `${site.name} looks after` : `For more than ${claims.yearsOfCareCount} years, ${site.name} has looked after`} the eyes of people in ${district} district. Our team is led by ${site.leadDoctor.name}, ${site.leadDoctor.role}.`,
    `We explain every test, every price and every choice in plain words, in Telugu or in the language you are most comfortable with.${hasOpticalShop ? ` When you need glasses, ${opticalsName} is in the same building, so you do not have to go elsewhere.` : ""}`,
  ],
  linkLabel: "Read our story",
  link: "/about",
  image: clinicImage,
});
