/** What a toast says (shared by showToast and the toaster it loads). */
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
