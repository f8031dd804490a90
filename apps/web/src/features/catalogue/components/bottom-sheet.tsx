import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';

interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * A Radix Dialog that rises from the bottom on phones (docs/decisions.md, Look and feel). Radix
 * traps focus, closes on Escape, restores focus and locks page scroll.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  children,
  footer,
  testId,
}: BottomSheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <RadixDialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-xl bg-white text-ink shadow-2xl focus:outline-none"
        >
          <div className="mx-auto mt-2 h-1 w-10 rounded-full bg-line" aria-hidden="true" />
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <RadixDialog.Title className="font-sans text-sm font-bold tracking-[0.08em] uppercase">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 grid size-10 place-items-center rounded-full text-muted hover:bg-ivory-deep"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer && (
            <div className="border-t border-line p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
