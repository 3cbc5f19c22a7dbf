import { showToast } from "~/components/ui/toast";
import { serviceNotFoundToastWords } from "~/content/service-not-found-toast-words";
import { langOfPath } from "~/i18n/lang";
import { SERVICE_NOT_FOUND } from "~/lib/service-not-found";

/**
 * After an unknown service slug redirected here: the 'Service not found' toast, in the page's language, then a
 * clean /services (or /te/services) URL.
 */
export function announceServiceNotFound() {
  showToast({ variant: "error", ...serviceNotFoundToastWords[langOfPath(window.location.pathname)] });
  const url = new URL(window.location.href);
  url.searchParams.delete(SERVICE_NOT_FOUND.param);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
