import { type RouteConfig, type RouteConfigEntry, index, prefix, route } from "@react-router/dev/routes";

import type { Lang } from "./i18n/lang";

/**
 * The public pages, once per language: English at the plain paths, Telugu under /te with the same slugs. Each
 * page module is written once and reads its language from the address; ids keep the two entries apart.
 */
function publicPages(lang: Lang): RouteConfigEntry[] {
  // English keeps React Router's default ids ("routes/about"); Telugu's are "te/routes/about".
  const id = (file: string) => ({ id: `${lang === "en" ? "" : `${lang}/`}${file.replace(/\.tsx?$/, "")}` });
  const page = (path: string, file: string, idFile = file) => route(path, file, id(idFile));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("about", "routes/about.tsx"),
    page("services", "routes/services.tsx"),
    page("services/:slug", "routes/service-detail.tsx"),
    page("doctors", "routes/doctors.tsx"),
    page("focus-opticals", "routes/focus-opticals.tsx"),
    page("testimonials", "routes/testimonials.tsx"),
    page("contact", "routes/contact.tsx"),
    page("book", "routes/book.tsx"),
    page("community-outreach", "routes/community-outreach.tsx"),
    page("government-schemes", "routes/government-schemes.tsx"),
    // One module for both legal pages; each keeps its own id.
    page("privacy-policy", "routes/legal-page.tsx", "routes/privacy-policy.tsx"),
    page("terms-of-service", "routes/legal-page.tsx", "routes/terms-of-service.tsx"),
    page("patient-education", "routes/patient-education.tsx"),
    page("patient-education/:slug", "routes/article.tsx"),
    page("request-received", "routes/request-received.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

/** Routes matched only as written: React Router otherwise matches any mix of capitals. */
function caseSensitive(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((entry) => ({ ...entry, caseSensitive: true }));
}

export default [
  ...publicPages("en"),
  ...prefix("te", publicPages("te")),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("review-widget", "routes/review-widget.ts"), // the review widget's sandboxed frame (decision 0051)
  route("icons.svg", "routes/icons[.]svg.tsx"),
  // The header's words, named by their content: written by the build; answered here under `npm run dev` and old names.
  route("assets/menu-words/:file", "routes/menu-words.ts"),
  // Form posts from the page script: /api/appointments and /api/contact; anything else under /api is a JSON 404.
  route("api/*", "routes/api-requests.ts"),
  // The staff inbox: rendered on request only (never prerendered, never in the sitemap), noindex. Case-sensitive:
  // `/staff/Site` is not the editor's page under another spelling, it is no page at all (issue 38).
  ...caseSensitive(
    prefix("staff", [
      index("routes/staff/inbox.tsx"),
      route("login", "routes/staff/login.tsx"),
      route("logout", "routes/staff/logout.ts"),
      route("requests/:id", "routes/staff/request.tsx"),
      route("requests/:id/contact", "routes/staff/contact-mark.ts"),
      route("visits", "routes/staff/visits.tsx"),
      route("replies", "routes/staff/replies.tsx"),
      route("erase", "routes/staff/erase.tsx"),
      route("activity", "routes/staff/activity.tsx"),
      route("export.csv", "routes/staff/export-csv.ts"),
      route("site", "routes/staff/site.tsx"),
      route("site/facts", "routes/staff/site-facts.tsx"),
      route("site/articles", "routes/staff/site-articles.tsx"),
      route("site/services", "routes/staff/site-services.tsx"),
      route("site/faqs", "routes/staff/site-faqs.tsx"),
      route("site/texts", "routes/staff/site-texts.tsx"),
      route("site/stories", "routes/staff/site-stories.tsx"),
      route("site/review", "routes/staff/site-review.tsx"),
      route("site/photos", "routes/staff/site-photos.tsx"),
      route("site/photos/:slot", "routes/staff/site-photo-file.ts"),
      route("site/preview/*", "routes/staff/site-preview.ts"),
    ]),
  ),
] satisfies RouteConfig;
