import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

/** One step of a dated journey (an order, a return): what it is, when, and what it says. */
export interface TimelineStepView {
  /** Unique within the timeline; names the step for tests (`timeline-<key>`). */
  key: string;
  label: string;
  state: TimelineStepState;
  /** When the step was reached; null while upcoming or when not recorded. */
  at: string | null;
  /** An end that stops the journey (cancelled, rejected). */
  stopped: boolean;
  /** What the step says beyond its label: a note, where money went, a link. */
  details?: ReactNode;
}

function Marker({ step }: { step: TimelineStepView }) {
  if (step.stopped)
    return (
      <span className="grid size-7 place-items-center rounded-full bg-danger text-white">
        <X className="size-4" aria-hidden="true" />
      </span>
    );
  if (step.state === 'upcoming')
    return <span className="block size-7 rounded-full border-2 border-line bg-white" />;
  return (
    <span
      className={cn(
        'grid size-7 place-items-center rounded-full bg-brand text-white',
        step.state === 'current' && 'ring-4 ring-brand-soft',
      )}
    >
      <Check className="size-4" aria-hidden="true" />
    </span>
  );
}

/**
 * Dated steps joined by a line, the current one highlighted (docs/decisions/orders-and-payments.md,
 * After the sale).
 */
export function Timeline({
  steps,
  label,
  className,
}: {
  steps: TimelineStepView[];
  /** Names the list for screen readers, e.g. 'Return status'. */
  label: string;
  className?: string;
}) {
  return (
    <ol className={cn('relative', className)} aria-label={label} data-testid="timeline">
      {steps.map((step, i) => (
        <li
          key={step.key}
          className="relative flex gap-4 pb-6 last:pb-0"
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-testid={`timeline-${step.key}`}
          data-state={step.state}
        >
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-7 bottom-0 left-[13px] w-0.5',
                step.state === 'done' ? 'bg-brand' : 'bg-line',
              )}
            />
          )}
          <span className="relative block shrink-0" aria-hidden="true">
            <Marker step={step} />
          </span>
          <div className="min-w-0 pt-0.5">
            <p
              className={cn(
                'text-[15px]',
                step.state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink',
                step.state === 'current' && (step.stopped ? 'text-danger' : 'text-brand'),
              )}
            >
              {step.label}
              {step.state === 'current' && <span className="sr-only"> (current step)</span>}
            </p>
            {step.at && (
              <p className="text-sm text-muted">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
            )}
            {step.details}
          </div>
        </li>
      ))}
    </ol>
  );
}
