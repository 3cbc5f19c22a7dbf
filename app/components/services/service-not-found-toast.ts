import { showToast } from "~/components/ui/toast";
import { servicesPageCopy } from "~/content/services-page";

/** The query the service route's loader adds when it redirects an unknown slug to /services. */
export const SERVICE_NOT_FOUND_PARAM = "notFound";

/** After an unknown service slug redirected here: the 'Service not found' toast, then a clean /services URL. */
export function announceServiceNotFound() {
  showToast({ variant: "error", ...servicesPageCopy.notFoundToast });
  const url = new URL(window.location.href);
  url.searchParams.delete(SERVICE_NOT_FOUND_PARAM);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
