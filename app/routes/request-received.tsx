import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { site, telHref, whatsappHref } from "~/content/site";
import { buildPageMeta } from "~/seo/meta";
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
    problem: url.searchParams.get("problem"),
  };
}

/** Built on the server by the loader, so the head's code stays out of the page's JavaScript. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function RequestReceived({ loaderData }: Route.ComponentProps) {
  const { kind, problem } = loaderData;
  if (problem) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <Icon name="triangle-alert" className="size-12 text-urgent-700" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold">
          We could not accept your {kind === "contact" ? "message" : "request"}
        </h1>
        <p className="mt-4 text-lg">
          {problem === "store"
            ? "Our system could not save it just now."
            : "Some details were missing or not in the expected form (for example a 10-digit phone number and a date from today onwards)."}{" "}
          Please go back and try again, or reach us directly:
        </p>
        <p className="mt-6 flex flex-wrap gap-3">
          <a
            href={telHref}
            className="inline-flex min-h-12 items-center rounded-lg bg-accent-600 px-5 font-semibold text-white"
          >
            Call {site.phone.display}
          </a>
          <a
            href={whatsappHref}
            className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand-700 px-5 font-semibold text-brand-800"
          >
            WhatsApp us
          </a>
        </p>
      </section>
    );
  }
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
      <Link
        to="/"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white"
      >
        Return to Home
      </Link>
    </section>
  );
}
