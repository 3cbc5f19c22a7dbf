import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BottomBar } from "./components/layout/bottom-bar";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { PageScript } from "./components/islands/page-script";
import { speculationRules, textSizeBootScript } from "./lib/inline-scripts";
import { services } from "./content/services";
import { site } from "./content/site";
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
export function loader() {
  return {
    footerServices: services.map((service) => ({ slug: service.slug, title: service.title })),
    structuredData: siteGraph(),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Layout also wraps error pages, where the root loader may not have run.
  const footerServices = useRouteLoaderData<typeof loader>("root")?.footerServices ?? [];
  // The staff inbox (routes with handle.staffPage) has its own frame and needs no page script. An error page (a
  // /staff that does not exist on this server) keeps the public frame.
  const error = useRouteError();
  const matches = useMatches();
  const staffPage = !error && matches.some((match) => (match.handle as { staffPage?: boolean } | undefined)?.staffPage);
  return (
    <html lang={site.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <script dangerouslySetInnerHTML={{ __html: textSizeBootScript }} />
        <Meta />
        {staffPage ? null : <StructuredData />}
        <Links />
      </head>
      <body>
        {staffPage ? (
          <main id="main-content">{children}</main>
        ) : (
          <PublicPage footerServices={footerServices}>{children}</PublicPage>
        )}
      </body>
    </html>
  );
}

/** The frame of every public page: header, main, footer, the phone's bottom bar, and the page script. */
function PublicPage({
  children,
  footerServices,
}: {
  children: React.ReactNode;
  footerServices: { slug: string; title: string }[];
}) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="main-offset focus:outline-none">
        {children}
      </main>
      <Footer services={footerServices} />
      <BottomBar />
      {/* The development server needs React Router's scripts for its module graph; built pages load one script. */}
      {import.meta.env.DEV ? <Scripts /> : <PageScript />}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = "Something went wrong";
  let detail = "Please try again, or call us and we will help you straight away.";
  if (isRouteErrorResponse(error) && error.status === 404) {
    heading = "Oops! Page not found";
    detail = "The page you are looking for does not exist.";
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg">{detail}</p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-brand-700 underline">
          Return to Home
        </a>
      </p>
    </section>
  );
}
