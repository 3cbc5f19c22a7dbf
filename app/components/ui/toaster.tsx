import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { TOAST_DURATION_MS, type ToastMessage } from "./toast";

function present(message: ToastMessage) {
  const options = {
    description: message.description,
    duration: message.duration ?? TOAST_DURATION_MS,
    // A new window, so the form (and everything typed into it) stays open behind it.
    action: message.action
      ? {
          label: message.action.label,
          onClick: () => window.open(message.action!.href, "_blank", "noopener,noreferrer"),
        }
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
      closeButton
      visibleToasts={3}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // Our own colours: sonner's rich colours fall short of 4.5:1 contrast.
        classNames: {
          toast: "!text-base !text-ink !border-gray-300 !shadow-lg",
          title: "!text-base !font-bold",
          description: "!text-base !text-ink",
          success: "!border-l-8 !border-l-brand-700",
          error: "!border-l-8 !border-l-urgent-700",
          actionButton: "!bg-brand-700 !text-white !min-h-10 !px-3 !text-sm !font-semibold",
          closeButton: "!size-7 !text-ink",
        },
      }}
      containerAriaLabel="Notifications"
    />
  );
}
