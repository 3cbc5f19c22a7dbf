/**
 * Telugu copy for the home page (/te): the twin of ../home.ts, one module per section in ./home/, in page order.
 */

export type { IconBlurb, IconCard } from "../home/types";
export { homeMeta } from "./home/meta";
export { homeHero, shortPriceNote, type Stat } from "./home/hero";
export { aboutTeaser } from "./home/about-teaser";
export { homeServices } from "./home/services-intro";
export { whyChooseUs } from "./home/why-choose-us";
export { missionVisionValues, type TitledText } from "./home/mission-vision-values";
export { testimonialSection } from "./home/testimonial-section";
export { callToAction } from "./home/call-to-action";
export { communityService } from "./home/community-service";
export { appointmentPromo } from "./home/appointment-promo";
export { homeFaqs, homeFaqSection } from "./home/faq";
export { articleTeasers } from "./home/article-teasers";
export { visitUs } from "./home/visit-us";
