import type { ToastMessage } from "./toast-message";

export { TOAST_DURATION_MS, type ToastMessage } from "./toast-message";

/**
 * Shows a toast. Toasts are rare, so sonner (and its own small React root) is fetched on the first one,
 * by whichever island or page script asks first.
 */
export function showToast(message: ToastMessage) {
  void import("./toaster")
    .then(({ presentToast }) => presentToast(message))
    .catch((error: unknown) => console.error("Could not show a notification:", message.title, error));
}
