import type { RequestKind } from "~/lib/form-reply";
import { guardedAction, type GuardedArgs } from "~/handlers/action-policy.server";
import { answerJson } from "~/handlers/request-intake.server";
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

// Every post under /api counts against the address's limit, even to an address that does not exist.
export const action = guardedAction("patient-request", (args: Route.ActionArgs & GuardedArgs) => {
  const kind = KINDS.get(args.params["*"] ?? "");
  return kind ? answerJson(kind, args) : notFound();
});

export function loader({ params }: Route.LoaderArgs) {
  if (!KINDS.has(params["*"] ?? "")) return notFound();
  return Response.json({ ok: false, error: "Send requests with POST." }, { status: 405, headers: { Allow: "POST" } });
}
