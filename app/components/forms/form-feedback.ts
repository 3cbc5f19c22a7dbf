import { showToast } from "~/components/ui/toast";
import { site, whatsappHref } from "~/content/site";
import type { SubmitResult } from "~/lib/post-request";

/** The error toast when a request could not be stored: the patient learns how to reach us right now. */
export function toastUnavailable(result: Extract<SubmitResult, { ok: false; kind: "unavailable" }>) {
  const wait = result.retryAfterSeconds
    ? `Too many requests from this connection; please try again in ${Math.ceil(result.retryAfterSeconds / 60)} minute(s), or `
    : "Please try again in a moment, or ";
  showToast({
    variant: "error",
    title: "Your request could not be sent",
    description: `${wait}call us on ${site.phone.display} or message us on WhatsApp. Everything you typed is still in the form.`,
    action: { label: "WhatsApp us", href: whatsappHref },
    duration: 12000,
  });
}

export function toastInvalid() {
  showToast({
    variant: "error",
    title: "Please check the highlighted fields",
    description: "Some details need a small correction before we can send your request.",
  });
}
