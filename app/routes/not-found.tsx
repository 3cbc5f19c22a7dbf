import { langOfRequest, localizedPath, pathWithoutLang } from "~/i18n/lang";
import { uiIn } from "~/content/ui-by-language";
import { useLang } from "~/i18n/use-lang";
import { data } from "react-router";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/not-found";

/** Any unknown path: a real 404 status, so search engines do not index it as a page. */
export function loader({ request }: Route.LoaderArgs) {
  return notFoundData(request);
}

/** The not-found page's data, also for a page the hospital does not have (the optical shop, when it has none). */
export function notFoundData(request: Request) {
  const path = new URL(request.url).pathname;
  const lang = langOfRequest(request);
  const words = uiIn(lang).notFound;
  const head = buildPageMeta({
    title: words.title,
    description: words.description,
    path: pathWithoutLang(path),
    noindex: true,
    lang,
  });
  return data({ head }, { status: 404 });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function NotFound() {
  return <NotFoundPage />;
}

export function NotFoundPage() {
  const lang = useLang();
  const words = uiIn(lang).notFound;
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
        <span className="sr-only">404: </span>
        {words.heading}
      </h1>
      <p className="mt-4 text-lg text-muted">{words.pageDetail}</p>
      <a
        href={localizedPath("/", lang)}
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800"
      >
        {words.returnHome}
      </a>
    </section>
  );
}
