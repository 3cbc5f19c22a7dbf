import { Icon } from "~/components/ui/icon";
import { site, telHref } from "~/content/site";
import { buildPageMeta } from "~/seo/meta";
import { headFromLoader } from "~/seo/route-head";
import type { Route } from "./+types/request-received";

/** The confirmation page for forms sent without JavaScript (server-rendered, never prerendered). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    head: buildPageMeta({
      title: "Request Received",
      description: "Confirmation of your appointment request or message to the hospital.",
      path: "/request-received",
      noindex: true,
    }),
    kind: url.searchParams.get("kind") === "contact" ? ("contact" as const) : ("appointment" as const),
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function RequestReceived({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <Icon name="check-circle-2" className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">
        {kind === "contact" ? "Message Sent" : "Appointment Request Submitted"}
      </h1>
      <p className="mt-4 text-lg">
        {kind === "contact"
          ? "Thank you for contacting us. We will get back to you shortly."
          : "We will contact you shortly to confirm your appointment."}
      </p>
      <p className="mt-2 text-lg">
        If it is urgent, call us on{" "}
        <a href={telHref} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>
        .
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white"
      >
        Return to Home
      </a>
    </section>
  );
}
