import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { useLang } from "~/i18n/use-lang";
import { PAGE_RESTYLING_EVENT } from "~/lib/page-restyling";
import { afterNextFrame, whenIdle } from "~/lib/when-idle";
// Radix's focus loop alone: the browser's modal dialog makes the page inert, but Tab from the last field would leave
// the page for the browser's own controls.
import { FocusScope } from "radix-ui/internal";

/** The close button's name when the dialog gives none. */
const CLOSE = { en: "Close", te: "మూసివేయండి" } as const;

/**
 * One modal surface in three placements, all the browser's own modal `<dialog>` (issue 41, decision 0068): the page
 * behind is inert, Escape closes, a tap on the dimmed page closes, and the page does not scroll behind it (app.css).
 * A dialog drawn ahead stays laid out while shut, only invisible (a closed `<dialog>` is otherwise `display: none`,
 * and would be styled and laid out anew in the tap's task); opening is a plain `show()`, made modal a frame later, so
 * it is on screen in the frame after the tap (decision 0073).
 * - "responsive": a bottom panel at 85% of the viewport below 768 px, a centred dialog (max 500 px) from 768 px;
 * - "sheet": a bottom sheet at 90% of the viewport (the mobile bottom bar's appointment sheet);
 * - "fullscreen": a whole-screen panel.
 */
export type ModalPlacement = "responsive" | "sheet" | "fullscreen";

const placementClass: Record<ModalPlacement, string> = {
  responsive:
    "inset-x-0 top-auto bottom-0 h-[85vh] h-[85dvh] w-full rounded-t-2xl open:animate-sheet-up " +
    "md:inset-auto md:top-1/2 md:left-1/2 md:h-auto md:max-h-[90vh] md:w-[calc(100%-2rem)] md:max-w-[500px] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:open:animate-fade-in",
  sheet: "inset-x-0 top-auto bottom-0 h-[90vh] h-[90dvh] w-full rounded-t-2xl open:animate-sheet-up",
  fullscreen: "inset-0 h-dvh w-full open:animate-fade-in",
};

/**
 * Makes a dialog shown with `show()` modal once the frame that first shows it is drawn. A modal dialog makes the page
 * behind it inert, and Chrome restyles the whole page for that: about 50–60 ms of a 6× phone's tap on the home page,
 * which would hold the form's first frame back. The bands below the screen are skipped first (page-restyling.ts), and
 * drawn again when the page is idle.
 */
async function makeModalAfterNextFrame(element: HTMLDialogElement) {
  await afterNextFrame();
  if (!element.open || element.matches(":modal")) return;
  document.dispatchEvent(new Event(PAGE_RESTYLING_EVENT));
  // A dialog shown plainly cannot be made modal in place: it is shut and shown again in one task, which no frame
  // sees. Its queued `close` event finds it open again and is ignored.
  element.close();
  element.showModal();
}

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  hideTitle?: boolean;
  description?: string;
  placement?: ModalPlacement;
  /** Where focus goes back on close (the button that opened it, or what stands for it when it is hidden). */
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest callbacks, for the dialog's own events (listened to once).
  const latest = useRef({ onOpenChange, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onOpenChange, returnFocusTo };
  });

  // In the commit, so that an opening rendered synchronously (flushSync) is on screen in the same task.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Shown first as a plain dialog, which restyles the form alone, so that it is on screen in the frame after the
      // tap; made modal just after that frame (decision 0073).
      element.removeAttribute("data-resting");
      element.show();
      void makeModalAfterNextFrame(element);
    }
    if (!open && element.open) element.close();
  }, [open]);

  // A new text size lays the page out again, and a shut dialog drawn ahead with it (about 40 ms of a 6× phone's tap
  // on a Telugu page): it rests as `display: none` through that change, and is laid out again when the page is idle.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    let cancelIdle = () => {};
    const rest = () => {
      if (element.open) return;
      element.setAttribute("data-resting", "");
      cancelIdle();
      cancelIdle = whenIdle(() => element.removeAttribute("data-resting"));
    };
    document.addEventListener(PAGE_RESTYLING_EVENT, rest);
    return () => {
      document.removeEventListener(PAGE_RESTYLING_EVENT, rest);
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape, the close button, a tap on the dimmed page: the browser closes, then this says so.
    const closed = () => {
      // Open again: the close was makeModalAfterNextFrame's, not the visitor's.
      if (element.open) return;
      latest.current.onOpenChange(false);
      const back = latest.current.returnFocusTo?.current;
      if (back?.isConnected) back.focus();
    };
    // A click whose target is the dialog itself landed on its backdrop (its content fills it edge to edge). Keyboard
    // users have Escape and the close button.
    const backdropClick = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    // Escape closes a modal dialog by itself, not one shown plainly: in the frame before it is made modal, a quick
    // keyboard user's Escape would be lost, and the form made modal after it. Heard on the document, wherever the
    // focus is in that frame.
    const escapeBeforeModal = (event: KeyboardEvent) => {
      if (event.key === "Escape" && element.open && !element.matches(":modal")) element.close();
    };
    element.addEventListener("close", closed);
    element.addEventListener("click", backdropClick);
    document.addEventListener("keydown", escapeBeforeModal);
    return () => {
      element.removeEventListener("close", closed);
      element.removeEventListener("click", backdropClick);
      document.removeEventListener("keydown", escapeBeforeModal);
    };
  }, []);

  return (
    <FocusScope.Root
      asChild
      loop
      // The browser puts the focus in the dialog as it opens, and back as it closes (see `closed` above).
      onMountAutoFocus={(event) => event.preventDefault()}
      onUnmountAutoFocus={(event) => event.preventDefault()}
    >
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`invisible fixed z-50 m-0 flex max-h-none max-w-none flex-col overflow-hidden border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-gray-900/60 open:visible focus:outline-none data-resting:hidden ${placementClass[placement]}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
          <div>
            <h2 id={titleId} className={hideTitle ? "sr-only" : "text-xl font-bold text-brand-900"}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-base text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="-mt-1 -mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-gray-100"
            aria-label={closeLabel ?? CLOSE[lang]}
          >
            <Icon name="x" className="size-6" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
      </dialog>
    </FocusScope.Root>
  );
}
