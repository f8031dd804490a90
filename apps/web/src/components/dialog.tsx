import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ModalDialog } from './modal-dialog';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  hideTitle?: boolean;
  /** Names the dialog, for buttons that open it by invoker command (`commandfor`). */
  id?: string;
}

/** A centred modal with the store's look: title, optional description, content, Close. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  hideTitle,
  id,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalDialog
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        'm-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-lg border-0 bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50 focus:outline-none',
        className,
      )}
    >
      {/* Room on the right for Close, so a long title never runs under it. */}
      <h2
        id={titleId}
        className={cn('pr-10 font-display text-xl font-semibold', hideTitle && 'sr-only')}
      >
        {title}
      </h2>
      <p id={descriptionId} className={description ? 'mt-2 text-sm text-muted' : 'sr-only'}>
        {description ?? (typeof title === 'string' ? title : '')}
      </p>
      {children}
      <button
        type="button"
        aria-label="Close"
        // A named dialog closes by invoker command too: as drawn by the server, before any script.
        commandfor={id}
        command={id ? 'close' : undefined}
        onClick={() => onOpenChange(false)}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-muted hover:bg-ivory-deep hover:text-ink"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </ModalDialog>
  );
}
