import { data } from "react-router";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/not-found";

/** Any unknown path: a real 404 status, so search engines do not index it as a page. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const head = buildPageMeta({
    title: "Page Not Found",
    description: "This page does not exist. Find eye care services, our doctor and contact details from the home page.",
    path,
    noindex: true,
  });
  return data({ head }, { status: 404 });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function NotFound() {
  return (
    // data-not-found: the page script logs the unknown address to the console (specification §2).
    <section
      data-not-found=""
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-muted">
        The page you asked for is not here. It may have moved, or the address may have a small typing mistake.
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </a>
    </section>
  );
}
