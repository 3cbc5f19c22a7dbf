import { showToast } from "~/components/ui/toast";
import { servicesPageCopy } from "~/content/services-page";
import { SERVICE_NOT_FOUND } from "~/lib/service-not-found";

/** After an unknown service slug redirected here: the 'Service not found' toast, then a clean /services URL. */
export function announceServiceNotFound() {
  showToast({ variant: "error", ...servicesPageCopy.notFoundToast });
  const url = new URL(window.location.href);
  url.searchParams.delete(SERVICE_NOT_FOUND.param);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
