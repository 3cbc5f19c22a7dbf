import type { RequestKind } from "~/lib/form-reply";
import { answerJson } from "~/server/request-intake.server";
import type { Route } from "./+types/api-requests";

/**
 * POST /api/appointments and /api/contact: where the page script sends the forms (JSON). The same intake as the
 * /book and /contact page actions, which take the forms sent without JavaScript.
 */
const KINDS: Record<string, RequestKind> = { appointments: "appointment", contact: "contact" };

const notFound = () => Response.json({ ok: false, error: "Not found." }, { status: 404 });

export function action({ request, context, params }: Route.ActionArgs) {
  const kind = KINDS[params.kind];
  return kind ? answerJson(kind, request, context) : notFound();
}

export function loader({ params }: Route.LoaderArgs) {
  if (!KINDS[params.kind]) return notFound();
  return Response.json({ ok: false, error: "Send requests with POST." }, { status: 405, headers: { Allow: "POST" } });
}
