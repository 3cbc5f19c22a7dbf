import type { RequestKind } from "~/lib/form-reply";
import { answerJson } from "~/server/request-intake.server";
import type { Route } from "./+types/api-requests";

/**
 * Everything under /api. POST /api/appointments and /api/contact are where the page script sends the forms (JSON),
 * through the same intake as the /book and /contact page actions; any other address is a JSON 404, never a page.
 */
const KINDS = new Map<string, RequestKind>([
  ["appointments", "appointment"],
  ["contact", "contact"],
]);

const notFound = () => Response.json({ ok: false, error: "Not found." }, { status: 404 });

export function action({ request, context, params }: Route.ActionArgs) {
  const kind = KINDS.get(params["*"] ?? "");
  return kind ? answerJson(kind, request, context) : notFound();
}

export function loader({ params }: Route.LoaderArgs) {
  if (!KINDS.has(params["*"] ?? "")) return notFound();
  return Response.json({ ok: false, error: "Send requests with POST." }, { status: 405, headers: { Allow: "POST" } });
}
