export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error" | "info";
  /** Milliseconds; the specification's toasts last 5000 ms. */
  duration?: number;
  /** Opens href in a new window, leaving the page (and any form on it) as it is. */
  action?: { label: string; href: string };
}

export const TOAST_DURATION_MS = 5000;

/**
 * Shows a toast. Toasts are rare, so sonner (and its own small React root) is fetched on the first one,
 * by whichever island or page script asks first.
 */
export function showToast(message: ToastMessage) {
  void import("./toaster")
    .then(({ presentToast }) => presentToast(message))
    .catch((error: unknown) => console.error("Could not show a notification:", message.title, error));
}
