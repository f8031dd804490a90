import { useLayoutEffect, useRef, type DialogHTMLAttributes } from 'react';
import { closeOnBackdropTap } from '@/lib/close-on-backdrop-tap';
import { keepTabInside } from '@/lib/keep-tab-inside';

type ModalDialogProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'closedby'
> & {
  open: boolean;
  /** Called with false when the shopper closes it: Escape, Close, or a tap outside. */
  onOpenChange: (open: boolean) => void;
  /** A tap outside closes it; not for a question that needs an answer. */
  closesOnOutsideTap?: boolean;
};

/**
 * The browser's own modal dialog, opened and closed by `open`
 * (docs/decisions/storefront-screens.md, Layout rules). The browser puts it above the page, makes
 * the page behind it inert, focuses its first control, closes it on Escape and, with `closedby`, on
 * a tap outside; the page does not scroll behind it (index.css). This adds what the browser leaves
 * out: Tab and Shift+Tab go round inside it instead of out to the browser's own controls, and focus
 * goes back to the control that opened it. Its content is rendered only while it is open, so each
 * opening starts afresh.
 */
export function ModalDialog({
  open,
  onOpenChange,
  closesOnOutsideTap = true,
  onKeyDown,
  onClick,
  children,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Before paint, so the content and the open dialog show in one frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      {...props}
      ref={ref}
      closedby={closesOnOutsideTap ? 'any' : 'closerequest'}
      onClose={(event) => {
        // Reopened before this event arrived: not a close any more.
        if (event.currentTarget.open) return;
        const back = opener.current;
        opener.current = null;
        if (back?.isConnected) back.focus();
        if (open) onOpenChange(false);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (closesOnOutsideTap) closeOnBackdropTap(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        keepTabInside(event.currentTarget, event.nativeEvent);
      }}
    >
      {open && children}
    </dialog>
  );
}
