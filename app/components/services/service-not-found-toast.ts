import { showToast } from "~/components/ui/toast";
import { servicesPageCopy as copyEn } from "~/content/services-page";
import { servicesPageCopy as copyTe } from "~/content/te/services-page";
import { inBothLanguages, langOfPath } from "~/i18n/lang";
import { SERVICE_NOT_FOUND } from "~/lib/service-not-found";

/**
 * After an unknown service slug redirected here: the 'Service not found' toast, in the page's language, then a
 * clean /services (or /te/services) URL.
 */
export function announceServiceNotFound() {
  const copy = inBothLanguages(copyEn, copyTe)(langOfPath(window.location.pathname));
  showToast({ variant: "error", ...copy.notFoundToast });
  const url = new URL(window.location.href);
  url.searchParams.delete(SERVICE_NOT_FOUND.param);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
