import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** 'center' for modals, 'left' for the mobile side sheet. */
  placement?: 'center' | 'left';
  className?: string;
  hideTitle?: boolean;
}

/**
 * Radix Dialog with the store's look. Radix traps focus, closes on Escape, restores focus and
 * locks page scroll (docs/decisions.md, Layout rules).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  placement = 'center',
  className,
  hideTitle,
}: DialogProps) {
  // Radix gives focus back to its own Trigger only; ours are opened from buttons elsewhere (nav,
  // bottom bar, menu), so the opener is remembered here and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className={cn(
            'fixed z-50 bg-white text-ink shadow-xl focus:outline-none',
            placement === 'center' &&
              'top-1/2 left-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-6',
            placement === 'left' &&
              'inset-y-0 left-0 flex w-[86vw] max-w-sm flex-col overflow-y-auto',
            className,
          )}
        >
          <div className={cn('flex items-start justify-between gap-4', hideTitle && 'sr-only')}>
            <RadixDialog.Title className="font-display text-xl font-semibold">
              {title}
            </RadixDialog.Title>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">
              {typeof title === 'string' ? title : ''}
            </RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-muted hover:bg-ivory-deep hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
