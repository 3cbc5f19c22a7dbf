import { lazy, Suspense, useSyncExternalStore } from "react";

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

// Toasts are rare, so sonner is fetched on the first toast instead of with every page.
let pending: ToastMessage[] = [];
let hostWanted = false;
const listeners = new Set<() => void>();

export function showToast(message: ToastMessage) {
  pending.push(message);
  hostWanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const LazyToaster = lazy(() => import("./toaster"));

/** Mounted once in the root layout; renders nothing until the first toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => hostWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        takePending={() => {
          const messages = pending;
          pending = [];
          return messages;
        }}
        subscribe={subscribe}
      />
    </Suspense>
  );
}
