import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("patient-education", "routes/patient-education.tsx"),
  route("patient-education/:slug", "routes/article.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  route("icons.svg", "routes/icons[.]svg.tsx"),
  route("request-received", "routes/request-received.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
