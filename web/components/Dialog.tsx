import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { CloseIcon } from "./Icon.tsx";
import "./dialog.css";

interface DialogProps {
  open: boolean;
  /** Called when the dialog closes itself: Escape, the close button, a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** Shown under the title, and read as the dialog's description. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Extra class for sizing, e.g. "dialog--wide". */
  className?: string;
  /** The corner close button (default true). */
  closeButton?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the browser makes the rest of the page inert, moves focus
 * in and closes it on Escape; focus goes back to where it was. Opens and closes with a 200 ms fade
 * (SPEC section 2), none when the user prefers reduced motion.
 */
export function Dialog({ open, onClose, title, subtitle, children, className, closeButton = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Closes asked for by `open` (their 'close' events still to come): the owner knows, so they are not reported.
  const closedByOwner = useRef(0);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      // The 'close' event comes a task later: by then the owner may have opened it again (back, then forward
      // at once), and reporting this close would close that. So it is counted here and skipped there.
      closedByOwner.current += 1;
      dialog.close();
      restoreFocus(returnFocus);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      if (closedByOwner.current > 0) {
        closedByOwner.current -= 1;
        return;
      }
      restoreFocus(returnFocus);
      onCloseRef.current();
    };
    dialog.addEventListener("close", handleClose);
    return () => {
      dialog.removeEventListener("close", handleClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; Escape closes from the keyboard.
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={`${id}-title`}
      aria-describedby={subtitle ? `${id}-subtitle` : undefined}
      aria-modal="true"
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <div>
            <h2 id={`${id}-title`} className="dialog__title">
              {title}
            </h2>
            {subtitle && (
              <p id={`${id}-subtitle`} className="dialog__subtitle">
                {subtitle}
              </p>
            )}
          </div>
          {closeButton && (
            <button
              type="button"
              className="dialog__close"
              aria-label="Cerrar ventana"
              onClick={() => ref.current?.close()}
            >
              <CloseIcon size={22} />
            </button>
          )}
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}

/** Gives the focus back to what had it before the dialog opened (if it is still on the page). */
function restoreFocus(returnFocus: RefObject<HTMLElement | null>) {
  const target = returnFocus.current;
  returnFocus.current = null;
  if (target?.isConnected) target.focus({ preventScroll: true });
}
