import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("doctors", "routes/doctors.tsx"),
  route("focus-opticals", "routes/focus-opticals.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book", "routes/book.tsx"),
  route("community-outreach", "routes/community-outreach.tsx"),
  route("government-schemes", "routes/government-schemes.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("patient-education", "routes/patient-education.tsx"),
  route("patient-education/:slug", "routes/article.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("icons.svg", "routes/icons[.]svg.tsx"),
  route("request-received", "routes/request-received.tsx"),
  // Form posts from the page script: /api/appointments and /api/contact; anything else under /api is a JSON 404.
  route("api/*", "routes/api-requests.ts"),
  // The staff inbox: rendered on request only (never prerendered, never in the sitemap), noindex.
  ...prefix("staff", [
    index("routes/staff/inbox.tsx"),
    route("login", "routes/staff/login.tsx"),
    route("logout", "routes/staff/logout.ts"),
    route("requests/:id/status", "routes/staff/request-status.ts"),
    route("export.csv", "routes/staff/export-csv.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
