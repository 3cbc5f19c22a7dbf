import { AboutTeaser } from "~/components/home/about-teaser";
import { AppointmentPromo } from "~/components/home/appointment-promo";
import { ArticleTeasers } from "~/components/home/article-teasers";
import { CallToAction } from "~/components/home/call-to-action";
import { CommunityService } from "~/components/home/community-service";
import { HomeHero } from "~/components/home/hero";
import { MissionVisionValues } from "~/components/home/mission-vision-values";
import { VisitUs } from "~/components/home/visit-us";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { FaqList } from "~/components/sections/faq-list";
import { ArrowLink, MoreLink } from "~/components/sections/links";
import { Section } from "~/components/sections/section";
import { ServiceCardGrid } from "~/components/sections/service-card";
import { TestimonialWidget } from "~/components/sections/testimonial-widget";
import * as homeEn from "~/content/home";
import { servicesIn } from "~/content/services/by-language";
import * as homeTe from "~/content/te/home";
import * as testimonialsTe from "~/content/te/testimonials";
import * as testimonialsEn from "~/content/testimonials";
import { inBothLanguages, langOfRequest } from "~/i18n/lang";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import { clinicNode } from "~/seo/structured-data";
import { whatsappHrefIn } from "~/components/layout/navigation-words";
import type { Route } from "./+types/home";

/** How many of our own testimonials the home page quotes. */
const QUOTES_SHOWN = 3;

const home = inBothLanguages(homeEn, homeTe);
const patientWords = inBothLanguages(testimonialsEn, testimonialsTe);

/** The page's copy travels as route data, so it stays out of the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const copy = home(lang);
  const { reviews, testimonials, testimonialsPage } = patientWords(lang);
  return {
    head: buildPageMeta({ ...copy.homeMeta, path: "/", lang }),
    // The local-business node with the published reviews (replaces the site graph's plain one).
    structuredData: [clinicNode(reviews, lang)],
    hero: copy.homeHero,
    priceNote: copy.shortPriceNote,
    about: copy.aboutTeaser,
    services: { ...copy.homeServices, cards: servicesIn(lang).serviceCards },
    whyChooseUs: copy.whyChooseUs,
    missionVisionValues: copy.missionVisionValues,
    testimonials: {
      ...copy.testimonialSection,
      quotes: testimonials.slice(0, QUOTES_SHOWN),
      resultsDiffer: testimonialsPage.resultsDiffer,
    },
    callToAction: copy.callToAction,
    whatsappHref: whatsappHrefIn(lang),
    communityService: copy.communityService,
    appointmentPromo: copy.appointmentPromo,
    faq: { ...copy.homeFaqSection, items: copy.homeFaqs },
    articleTeasers: copy.articleTeasers,
    visitUs: copy.visitUs,
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, testimonials: reviewsSection, faq } = loaderData;
  return (
    // Very large text (200% and more) may leave a long word wider than its box: break it rather than scroll.
    // data-bands: its sections are the page's bands, drawn only as they near the screen (app.css).
    <div className="wrap-anywhere" data-bands>
      <HomeHero hero={loaderData.hero} priceNote={loaderData.priceNote} />
      <AboutTeaser about={loaderData.about} />

      <Section id="services" tone="tint" title={services.title} intro={<p>{services.intro}</p>}>
        <ServiceCardGrid cards={services.cards} />
        <MoreLink to={services.link}>{services.linkLabel}</MoreLink>
      </Section>

      <WhyChooseUs content={loaderData.whyChooseUs} />
      <MissionVisionValues content={loaderData.missionVisionValues} />
      <TestimonialWidget
        title={reviewsSection.title}
        intro={reviewsSection.intro}
        ratingLine={reviewsSection.ratingLine}
        quotes={reviewsSection.quotes}
        resultsDiffer={reviewsSection.resultsDiffer}
        linkLabel={reviewsSection.linkLabel}
        link={reviewsSection.link}
      />
      <CallToAction content={loaderData.callToAction} whatsappHref={loaderData.whatsappHref} />
      <CommunityService content={loaderData.communityService} />
      <AppointmentPromo content={loaderData.appointmentPromo} />

      <Section id="faq" title={faq.title} intro={<p>{faq.intro}</p>}>
        <div className="max-w-3xl">
          <FaqList items={faq.items} />
          <ArrowLink to={faq.moreLink} className="mt-6">
            {faq.moreLabel}
          </ArrowLink>
        </div>
      </Section>

      <ArticleTeasers content={loaderData.articleTeasers} />
      <VisitUs content={loaderData.visitUs} />
    </div>
  );
}
