import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteError,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BottomBar } from "./components/layout/bottom-bar";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { LanguageSuggestion } from "./components/layout/language-switch";
import { SiteNotices, type ShownNotice } from "./components/layout/site-notices";
import { buildDay, publishedNotices } from "./content/hospital/published";
import { noticesOn } from "./content/site-content";
import { DevelopmentPreamble, PageScript } from "./components/islands/page-script";
import { speculationRules, headBootScript } from "./lib/inline-scripts";
import { servicesIn } from "./content/services/by-language";
import { LANGUAGE_INFO, langOfPath, langOfRequest, localizedPath } from "./i18n/lang";
import { useUi } from "./content/ui-by-language";
import { LangContext } from "./i18n/use-lang";
import { StructuredData } from "./seo/structured-data-script";
import { siteGraph } from "./seo/structured-data";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // PNG sizes for browsers and launchers that take no SVG (written by scripts/postbuild.mjs).
  { rel: "icon", href: "/icons/icon-192.png", sizes: "192x192" },
  { rel: "icon", href: "/icons/icon-512.png", sizes: "512x512" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** Data every page's layout needs. Sent as data, so the service catalogue stays out of the page scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  return {
    footerServices: servicesIn(lang).services.map((service) => ({ slug: service.slug, title: service.title })),
    structuredData: siteGraph(lang),
    notices: noticesOn(publishedNotices, buildDay).map((notice) => ({ id: notice.id, text: notice.text[lang] })),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Layout also wraps error pages, where the root loader may not have run.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const footerServices = rootData?.footerServices ?? [];
  // The staff inbox (routes with handle.staffPage) has its own frame and needs no page script. An error page (a
  // /staff that does not exist on this server) keeps the public frame.
  const error = useRouteError();
  const matches = useMatches();
  const staffPage = !error && matches.some((match) => (match.handle as { staffPage?: boolean } | undefined)?.staffPage);
  const lang = langOfPath(useLocation().pathname);
  return (
    <html lang={LANGUAGE_INFO[lang].htmlLang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <script dangerouslySetInnerHTML={{ __html: headBootScript }} />
        <Meta />
        {staffPage ? null : <StructuredData />}
        <Links />
      </head>
      <body>
        <LangContext value={lang}>
          {staffPage ? (
            <main id="main-content">{children}</main>
          ) : (
            <PublicPage footerServices={footerServices} notices={rootData?.notices ?? []}>
              {children}
            </PublicPage>
          )}
        </LangContext>
      </body>
    </html>
  );
}

/** The frame of every public page: header, main, footer, the phone's bottom bar, and the page script. */
function PublicPage({
  children,
  footerServices,
  notices,
}: {
  children: React.ReactNode;
  footerServices: { slug: string; title: string }[];
  notices: readonly ShownNotice[];
}) {
  const ui = useUi();
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ui.skipToContent}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="main-offset focus:outline-none">
        <SiteNotices notices={notices} label={ui.noticesLabel} />
        <LanguageSuggestion pathname={pathname} />
        {children}
      </main>
      <Footer services={footerServices} />
      <BottomBar />
      {/* One page script, under the development server as in a build (there with React's refresh runtime first). */}
      <DevelopmentPreamble />
      <PageScript />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </>
  );
}

/**
 * A page whose loader or action threw an answer (a staff page refused to an account without its role: 403) is drawn
 * by the error boundary here, and React Router then takes only this route's headers: the thrown answer's (no-store,
 * noindex) go out, not the shell's defaults.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const ui = useUi();
  const lang = langOfPath(useLocation().pathname);
  let heading = ui.error.heading;
  let detail = ui.error.detail;
  if (isRouteErrorResponse(error) && error.status === 404) {
    heading = ui.notFound.heading;
    detail = ui.notFound.detail;
  } else if (isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string") {
    // A staff page the account's role does not open: the server says why (staff.server.ts, requireAccount).
    heading = ui.error.forbidden;
    detail = error.data;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg">{detail}</p>
      <p className="mt-6">
        <a href={localizedPath("/", lang)} className="font-semibold text-brand-700 underline">
          {ui.notFound.returnHome}
        </a>
      </p>
    </section>
  );
}
