import type { FormReply, RequestKind } from "~/lib/form-reply";
import type * as English from "../form-problems";

/** The Telugu of ../form-problems.ts: what a form page says when a request sent without JavaScript comes back. */
const requestName: Record<RequestKind, string> = { appointment: "అపాయింట్‌మెంట్ అభ్యర్థన", contact: "సందేశం" };

export const formProblemHeading: typeof English.formProblemHeading = (kind: RequestKind, reply: FormReply) => {
  switch (reply.problem) {
    case "invalid":
      return `దయచేసి మీ ${requestName[kind]} సరిచూడండి`;
    case "store-failed":
      return `మీ ${requestName[kind]} ఇప్పుడు సేవ్ చేయలేకపోయాం`;
    case "rate-limited":
      return `మీ ${requestName[kind]} ఇప్పుడు తీసుకోలేకపోయాం`;
  }
};

export const formProblemSummary: typeof English.formProblemSummary = (reply: FormReply, problemCount: number) => {
  switch (reply.problem) {
    case "store-failed":
      return "మా సిస్టమ్ దీన్ని సేవ్ చేయలేకపోయింది. కాసేపు ఆగి మళ్ళీ పంపండి.";
    case "rate-limited":
      return `ఈ నెట్ కనెక్షన్ నుండి కొద్దిసేపట్లోనే చాలాసార్లు పంపారు. ${reply.retryAfterMinutes ?? 10} నిమిషాలు ఆగి మళ్ళీ పంపండి.`;
    case "invalid":
      return problemCount === 1
        ? "ఒక వివరం సరిచేయాలి:"
        : problemCount > 1
          ? `${problemCount} వివరాలు సరిచేయాలి:`
          : "కొన్ని వివరాలు సరిచేయాలి.";
  }
};

export const formProblemReassurance: typeof English.formProblemReassurance = {
  before: "మీరు రాసినదేదీ పోలేదు: అంతా కింది ఫారంలోనే ఉంది. ఇప్పుడే మాతో మాట్లాడాలంటే",
  or: "నంబర్‌కు కాల్ చేయండి, లేదా",
  whatsapp: "వాట్సాప్‌లో మెసేజ్ చేయండి",
};
