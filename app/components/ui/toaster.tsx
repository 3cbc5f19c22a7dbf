import { langOfDocument } from "~/i18n/use-lang";
import { useEffect } from "react";
import { mountDetachedIsland } from "~/components/islands/hydrate";
import { toast, Toaster } from "sonner";
import { TOAST_DURATION_MS, type ToastMessage } from "./toast-message";

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

/** Tells the caller when sonner's Toaster (an earlier sibling) has mounted and is listening. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    // Sonner subscribes in its own effect, which runs before this sibling's; one more tick to be sure.
    const timer = setTimeout(onReady, 0);
    return () => clearTimeout(timer);
  }, [onReady]);
  return null;
}

let ready: Promise<void> | null = null;

function mountToaster(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    mountDetachedIsland(
      "toast-root",
      "toast-",
    )(
      <>
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
          containerAriaLabel={langOfDocument() === "te" ? "సందేశాలు" : "Notifications"}
        />
        <Ready onReady={resolve} />
      </>,
    );
  });
  return ready;
}

/** Loaded with the first toast: mounts sonner once, then shows the message. */
export async function presentToast(message: ToastMessage) {
  await mountToaster();
  present(message);
}
