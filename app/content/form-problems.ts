import type { FormReply, RequestKind } from "~/lib/form-reply";

/** What a form page says when a request sent without JavaScript comes back to the visitor. */
const requestName: Record<RequestKind, string> = { appointment: "appointment request", contact: "message" };

export function formProblemHeading(kind: RequestKind, reply: FormReply): string {
  switch (reply.problem) {
    case "invalid":
      return `Please check your ${requestName[kind]}`;
    case "store-failed":
      return `We could not save your ${requestName[kind]} just now`;
    case "rate-limited":
      return `We could not take your ${requestName[kind]} just now`;
  }
}

export function formProblemSummary(reply: FormReply, problemCount: number): string {
  switch (reply.problem) {
    case "store-failed":
      return "Our system could not store it. Please send it again in a moment.";
    case "rate-limited":
      return `Many requests have come from this connection. Please try again in ${reply.retryAfterMinutes ?? 10} minute(s).`;
    case "invalid":
      return problemCount === 1
        ? "One detail needs a correction:"
        : problemCount > 1
          ? `${problemCount} details need a correction:`
          : "Some details need a correction.";
  }
}

export const formProblemReassurance: { before: string; or: string; whatsapp: string } = {
  before: "Nothing you typed is lost: it is all in the form below. To reach us now, call",
  or: "or",
  whatsapp: "message us on WhatsApp",
};
