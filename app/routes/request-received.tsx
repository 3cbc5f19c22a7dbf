import { langOfRequest, localizedPath } from "~/i18n/lang";
import { uiIn } from "~/content/ui-by-language";
import { useLang } from "~/i18n/use-lang";
import { Icon } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/request-received";

/** The confirmation page for forms sent without JavaScript (server-rendered, never prerendered). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfRequest(request);
  const words = uiIn(lang).requestReceived;
  return {
    head: buildPageMeta({
      title: words.title,
      description: words.description,
      path: "/request-received",
      noindex: true,
      lang,
    }),
    kind: url.searchParams.get("kind") === "contact" ? ("contact" as const) : ("appointment" as const),
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function RequestReceived({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const lang = useLang();
  const ui = uiIn(lang);
  const words = ui.requestReceived;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <Icon name="check-circle-2" className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{kind === "contact" ? words.messageSent : words.appointmentSubmitted}</h1>
      <p className="mt-4 text-lg">{kind === "contact" ? words.messageThanks : words.appointmentThanks}</p>
      <p className="mt-2 text-lg">
        {words.urgent}{" "}
        <a href={telHref} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>
        .
      </p>
      <a
        href={localizedPath("/", lang)}
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white"
      >
        {ui.notFound.returnHome}
      </a>
    </section>
  );
}
