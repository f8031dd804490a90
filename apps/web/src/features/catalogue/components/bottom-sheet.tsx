import type { FormEventHandler, ReactNode, Ref } from 'react';
import { X } from 'lucide-react';
import { closeOnBackdropTap } from '@/lib/close-on-backdrop-tap';
import { invokerCommandsWork } from '@/lib/invoker-commands';

interface BottomSheetProps {
  /** The dialog's id: the buttons that open it name it (`commandfor`, see `openSheet`). */
  id: string;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Makes the sheet a GET form to this path: it filters the listing even before the app runs. */
  formAction?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  testId?: string;
}

/**
 * A modal <dialog> that rises from the bottom on phones (docs/decisions/storefront-screens.md, Look
 * and feel). It is part of the server's page and the browser opens it, so it opens at the first
 * tap, before the app runs (docs/decisions/pages-and-performance.md, Pages that feel instant). As a
 * modal dialog it keeps focus inside, makes the page behind it inert, closes on Escape or a tap
 * outside, and gives focus back to its opener; the page does not scroll behind it (index.css).
 */
export function BottomSheet({
  id,
  title,
  children,
  footer,
  formAction,
  onSubmit,
  formRef,
  testId,
}: BottomSheetProps) {
  const body = (
    <>
      <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      {footer && (
        <div className="border-t border-line p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          {footer}
        </div>
      )}
    </>
  );
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      closedby="any"
      onClick={closeOnBackdropTap}
      data-testid={testId}
      className="inset-x-0 top-auto bottom-0 m-0 hidden max-h-[85dvh] w-full max-w-none flex-col overflow-hidden rounded-t-xl border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex focus:outline-none"
    >
      <div className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-line" aria-hidden="true" />
      <div className="flex shrink-0 items-center justify-between border-b border-line px-5 py-3">
        <h2 id={`${id}-title`} className="font-sans text-sm font-bold tracking-[0.08em] uppercase">
          {title}
        </h2>
        <button
          type="button"
          commandfor={id}
          command="close"
          onClick={() => {
            if (!invokerCommandsWork()) closeSheet(id);
          }}
          aria-label="Close"
          className="-mr-2 grid size-10 place-items-center rounded-full text-muted hover:bg-ivory-deep"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {formAction === undefined ? (
        body
      ) : (
        <form
          ref={formRef}
          method="get"
          action={formAction}
          // The number steps guide the price inputs; they do not block sending the form.
          noValidate
          onSubmit={onSubmit}
          className="flex min-h-0 flex-1 flex-col"
        >
          {body}
        </form>
      )}
    </dialog>
  );
}

function sheet(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * For the opener's click once the app runs, in a browser without invoker commands. One with them
 * opens the sheet from the opener's `commandfor` and `command="show-modal"`, with or without the app.
 */
export function openSheet(id: string) {
  if (invokerCommandsWork()) return;
  const dialog = sheet(id);
  if (dialog && !dialog.open) dialog.showModal();
}

export function closeSheet(id: string) {
  sheet(id)?.close();
}
