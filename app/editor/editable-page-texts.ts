// Each page's content modules, in both languages: importing them hands every block's repository value to
// page-texts.ts (seedOf), which the editor's page shows and checks a change against.
import "../content/home/hero";
import "../content/home/about-teaser";
import "../content/home/why-choose-us";
import "../content/home/mission-vision-values";
import "../content/home/services-intro";
import "../content/home/testimonial-section";
import "../content/home/community-service";
import "../content/home/call-to-action";
import "../content/home/appointment-promo";
import "../content/home/visit-us";
import "../content/home/article-teasers";
import "../content/home/faq";
import "../content/home/meta";
import "../content/about";
import "../content/doctor";
import "../content/opticals";
import "../content/community";
import "../content/government-schemes";
import "../content/legal";
import "../content/contact";
import "../content/services-page";
import "../content/patient-education";
import "../content/testimonials";
import "../content/ui";
import "../content/booking";
import "../content/articles/full";
import { articleSummaries } from "../content/articles/summaries";
import { repositoryArticleSlugs } from "../content/articles";
import "../content/te/services/catalogue";
import { everyServiceTitle } from "../content/services/catalogue";
import "../content/te/home/hero";
import "../content/te/home/about-teaser";
import "../content/te/home/why-choose-us";
import "../content/te/home/mission-vision-values";
import "../content/te/home/services-intro";
import "../content/te/home/testimonial-section";
import "../content/te/home/community-service";
import "../content/te/home/call-to-action";
import "../content/te/home/appointment-promo";
import "../content/te/home/visit-us";
import "../content/te/home/article-teasers";
import "../content/te/home/faq";
import "../content/te/home/meta";
import "../content/te/about";
import "../content/te/doctor";
import "../content/te/opticals";
import "../content/te/community";
import "../content/te/government-schemes";
import "../content/te/legal";
import "../content/te/contact";
import "../content/te/services-page";
import "../content/te/patient-education";
import "../content/te/testimonials";
import "../content/te/ui";
import "../content/te/booking";
import "../content/te/articles/full";

/** A block of page text an editor may change: its English key (the Telugu twin's is "telugu." before it). */
export interface EditablePageBlock {
  key: string;
  label: string;
}

/** A page of the site, as the editor's page lists them: its blocks from the top of the page down. */
export interface EditablePage {
  /** In the editor's address: /staff/site/texts?page=about. */
  slug: string;
  label: string;
  /** The page's English address, to look at it. */
  path: string;
  blocks: readonly EditablePageBlock[];
}

const page = (slug: string, label: string, path: string, blocks: [name: string, label: string][]): EditablePage => ({
  slug,
  label,
  path,
  blocks: blocks.map(([name, blockLabel]) => ({ key: `page.${slug}.${name}`, label: blockLabel })),
});

const TITLE_AND_DESCRIPTION = "Title and description (the browser tab, search results and shared links)";

/** The repository's articles by slug, named by their cards' titles. */
function articleBlocks(): [string, string][] {
  return repositoryArticleSlugs.map((slug) => [
    slug,
    articleSummaries.find((card) => card.slug === slug)?.title ?? slug,
  ]);
}

/** The pages whose words an editor changes at /staff/site/texts (decision 0067), in the menu's order. */
export const editablePages: readonly EditablePage[] = [
  page("frame", "Every page: menus, footer, buttons, WhatsApp", "/", [
    ["menu", "The menu's words (also in the footer)"],
    ["footer", "The footer"],
    ["whatsapp", "The message a WhatsApp chat starts with (every WhatsApp button)"],
    ["menuControls", "The menus' buttons and names (read aloud by screen readers)"],
    ["bottomBar", "The bar at the bottom of a phone's screen"],
    ["textSize", "The text size buttons"],
  ]),
  page("home", "Home page", "/", [
    ["homeMeta", TITLE_AND_DESCRIPTION],
    ["homeHero", "The top of the page"],
    ["aboutTeaser", "About us, in short"],
    ["homeServices", "Our services: heading"],
    ["whyChooseUs", "Why patients choose us"],
    ["missionVisionValues", "Mission, vision and values"],
    ["testimonialSection", "Patients' stories: heading"],
    ["communityService", "Community service"],
    ["appointmentPromo", "Book an appointment: the band"],
    ["articleTeasers", "Eye health articles: heading"],
    ["homeFaqSection", "Questions: heading (the questions themselves: Questions and answers)"],
    ["visitUs", "Visit us"],
    ["callToAction", "The last band"],
  ]),
  page("about", "About Us", "/about", [
    ["aboutMeta", TITLE_AND_DESCRIPTION],
    ["aboutHero", "The top of the page"],
    ["aboutIntro", "Our story"],
    ["aboutMission", "Our mission"],
    ["aboutVision", "Our vision"],
    ["aboutValuesSection", "Our values: heading"],
    ["aboutValues", "Our values: the cards"],
    ["aboutWhyChooseSection", "Why choose us: heading"],
    ["aboutWhyChoose", "Why choose us: the cards"],
    ["aboutInsuranceNote", "Insurance"],
    ["aboutCallToAction", "The last band"],
  ]),
  page("services", "Our Services", "/services", [
    ["servicesPageMeta", TITLE_AND_DESCRIPTION],
    ["servicesPageCopy", "The page's headings and words"],
    ["serviceDetailCopy", "Headings every service page shares"],
  ]),
  // Each service's title, summaries, picture captions, title and description in search results, and search words;
  // its page's body is changed on the service texts page (decision 0038).
  page(
    "service",
    "Each service",
    "/services",
    Object.entries(everyServiceTitle).map(([slug, title]): [string, string] => [slug, title]),
  ),
  page("doctor", "The doctor", "/doctor", [
    ["doctorMeta", TITLE_AND_DESCRIPTION],
    ["doctorProfile", "The doctor's profile"],
    ["doctorSections", "Headings"],
    ["cataractSteps", "Cataract surgery, step by step"],
    ["doctorCallToAction", "The last band"],
  ]),
  page("opticals", "The optical shop", "/focus-opticals", [
    ["opticalsMeta", TITLE_AND_DESCRIPTION],
    ["opticalsHero", "The top of the page"],
    ["storeNotice", "The shop's notice"],
    ["opticalsHoursNote", "Opening hours"],
    ["opticalsSections", "Headings"],
    ["collections", "Collections"],
    ["lensTypes", "Lenses"],
    ["frameTips", "Choosing frames"],
    ["opticalsCta", "The last band"],
  ]),
  page("testimonials", "Patients' stories", "/testimonials", [
    ["testimonialsMeta", TITLE_AND_DESCRIPTION],
    ["testimonialsPage", "The page's headings and words"],
    ["carousel", "The stories' slider: its heading and buttons (also on the home page)"],
  ]),
  page("education", "Patient Education", "/patient-education", [
    ["educationMeta", TITLE_AND_DESCRIPTION],
    ["educationHero", "The top of the page"],
    ["promoBlocks", "The cards under the articles"],
    ["glaucomaFacts", "Glaucoma in numbers"],
    ["newsletter", "Newsletter"],
  ]),
  // Each of the site's own articles: its card on the articles page and the home page, and its page's title,
  // description and search words; its body is changed on the service texts page (decision 0038).
  page("article", "Each article: its card", "/patient-education", articleBlocks()),
  page("articlePage", "Each article: its page's title and description", "/patient-education", articleBlocks()),
  page("community", "Community outreach", "/community-outreach", [
    ["communityMeta", TITLE_AND_DESCRIPTION],
    ["communityOutreach", "The page's words"],
  ]),
  page("schemes", "Government schemes", "/government-schemes", [
    ["governmentSchemesMeta", TITLE_AND_DESCRIPTION],
    ["governmentSchemesPage", "The page's words"],
  ]),
  page("contact", "Contact", "/contact", [
    ["contactMeta", TITLE_AND_DESCRIPTION],
    ["contactIntro", "The top of the page"],
    ["contactSections", "Headings"],
    ["callNow", "Call now"],
    ["insuranceAssistance", "Insurance help"],
    ["contactFormHints", "The contact form: examples in the boxes, the button"],
  ]),
  page("book", "Booking an appointment", "/book", [
    ["bookingPage", "The booking page"],
    ["bookingForm", "The booking form (on every page): its note, examples and closed-day note"],
  ]),
  page("notices", "Page not found; request received", "/an-address-that-does-not-exist", [
    ["notFound", "The page for an address that does not exist"],
    ["requestReceived", "The page after a request is sent (when the page script could not run)"],
  ]),
  page("legal", "Privacy policy and terms", "/privacy-policy", [
    ["privacyPolicy", "Privacy policy"],
    ["termsOfService", "Terms of service"],
  ]),
];
