import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ComponentChildren;
  wide?: boolean;
}

/**
 * A modal built on <dialog>: focus is trapped and Escape closes it, as the platform does. Closed,
 * it gives the focus back to where it was (the button or the board that opened it), so the keys
 * go on working there without tabbing back.
 */
export function Dialog({ title, onClose, children, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    dialog?.showModal();
    return () => {
      // close() fires its event a frame later; by then another dialog may be open, and this
      // one's onClose must not close it.
      mounted.current = false;
      dialog?.close();
      // The dialog leaves the page as it closes, so the platform's own return of focus is lost.
      if (opener instanceof HTMLElement || opener instanceof SVGElement) {
        if (opener.isConnected) opener.focus();
      }
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={wide ? 'dialog wide' : 'dialog'}
      aria-label={title}
      onClose={() => mounted.current && onClose()}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header class="dialog-head">
        <h2>{title}</h2>
        <button type="button" class="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {children}
    </dialog>
  );
}
