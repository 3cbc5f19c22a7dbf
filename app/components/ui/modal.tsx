import { Icon } from "~/components/ui/icon";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { useLang } from "~/i18n/use-lang";

/** The close button's name when the dialog gives none. */
const CLOSE = { en: "Close", te: "మూసివేయండి" } as const;

/**
 * One modal surface in three placements, all Radix dialogs (focus trap, scroll lock, Escape, outside click):
 * - "responsive": a bottom panel at 85% of the viewport below 768 px, a centred dialog (max 500 px) from 768 px;
 * - "sheet": a bottom sheet at 90% of the viewport (the mobile bottom bar's appointment sheet);
 * - "fullscreen": the mobile menu.
 */
export type ModalPlacement = "responsive" | "sheet" | "fullscreen";

const placementClass: Record<ModalPlacement, string> = {
  responsive:
    "inset-x-0 bottom-0 h-[85vh] h-[85dvh] rounded-t-2xl animate-sheet-up " +
    "md:inset-auto md:top-1/2 md:left-1/2 md:h-auto md:max-h-[90vh] md:w-[calc(100%-2rem)] md:max-w-[500px] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:animate-fade-in",
  sheet: "inset-x-0 bottom-0 h-[90vh] h-[90dvh] rounded-t-2xl animate-sheet-up",
  fullscreen: "inset-0 h-dvh w-full animate-fade-in",
};

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  hideTitle?: boolean;
  description?: string;
  placement?: ModalPlacement;
  /** Where focus goes back on close when the modal was opened by a button outside Radix's own Trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  children: ReactNode;
}

export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  placement = "responsive",
  returnFocusTo,
  closeLabel,
  children,
}: ModalProps) {
  const lang = useLang();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-gray-900/60" />
        <Dialog.Content
          className={`fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl focus:outline-none ${placementClass[placement]}`}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.current) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <div>
              <Dialog.Title className={hideTitle ? "sr-only" : "text-xl font-bold text-brand-900"}>
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-base text-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
              aria-label={closeLabel ?? CLOSE[lang]}
            >
              <Icon name="x" className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
