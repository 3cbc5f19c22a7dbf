import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { TOAST_DURATION_MS, type ToastMessage } from "./toast";

function present(message: ToastMessage) {
  const options = {
    description: message.description,
    duration: message.duration ?? TOAST_DURATION_MS,
    action: message.action
      ? { label: message.action.label, onClick: () => window.location.assign(message.action!.href) }
      : undefined,
  };
  if (message.variant === "error") toast.error(message.title, options);
  else if (message.variant === "info") toast.info(message.title, options);
  else toast.success(message.title, options);
}

/** Loaded on demand by ToastHost. Flushes queued messages once sonner's Toaster is listening. */
export default function LazyToaster({
  takePending,
  subscribe,
}: {
  takePending: () => ToastMessage[];
  subscribe: (listener: () => void) => () => void;
}) {
  useEffect(() => {
    const flush = () => takePending().forEach(present);
    // Sonner subscribes in its own effect, which runs before this sibling's; defer one tick to be sure.
    const timer = setTimeout(flush, 0);
    const unsubscribe = subscribe(() => setTimeout(flush, 0));
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [takePending, subscribe]);

  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      visibleToasts={3}
      toastOptions={{ duration: TOAST_DURATION_MS, className: "text-base" }}
      containerAriaLabel="Notifications"
    />
  );
}
