import { ORDER_STATUSES, type OrderHistoryEntry, type OrderStatus } from '@kesariya/shared';
import type { StatusTone } from '@/components/status-pill';
import type { TimelineStepState } from '@/components/timeline';

/** What each status reads as on the order pages. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Order placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
};

/** How a status badge is coloured: still moving, on its way, arrived, or stopped. */
export const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending_payment: 'waiting',
  placed: 'progress',
  confirmed: 'progress',
  packed: 'progress',
  shipped: 'moving',
  out_for_delivery: 'moving',
  delivered: 'done',
  cancelled: 'stopped',
  payment_failed: 'stopped',
};

/** From placed to delivered, in the order the shared list keeps them. */
const DELIVERY_STEPS: readonly OrderStatus[] = ORDER_STATUSES.slice(
  ORDER_STATUSES.indexOf('placed'),
  ORDER_STATUSES.indexOf('delivered') + 1,
);

// An order collected at the store is never shipped: packed, then handed over (docs/decisions.md,
// Order statuses).
const PICKUP_STEPS = DELIVERY_STEPS.filter((s) => s !== 'shipped' && s !== 'out_for_delivery');

export type StepState = TimelineStepState;

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: StepState;
  /** When the order reached the step (its latest entry in the history); null if not recorded. */
  at: string | null;
  /** What was written with the step, when it says more than the label. */
  note: string | null;
  /** A cancelled or failed end. */
  stopped: boolean;
}

interface TimelineInput {
  status: OrderStatus;
  history: OrderHistoryEntry[];
  pickup?: boolean;
}

function lastEntry(history: OrderHistoryEntry[], status: string): OrderHistoryEntry | undefined {
  return history.findLast((entry) => entry.status === status);
}

function labelOf(status: OrderStatus, pickup: boolean): string {
  if (pickup && status === 'packed') return 'Ready to collect';
  if (pickup && status === 'delivered') return 'Collected from the store';
  return STATUS_LABELS[status];
}

function step(
  status: OrderStatus,
  state: StepState,
  { history, pickup = false }: TimelineInput,
): TimelineStep {
  const entry = lastEntry(history, status);
  const label = labelOf(status, pickup);
  const note = entry?.note.trim() ?? '';
  const saysMore = note !== '' && note.toLowerCase() !== label.toLowerCase();
  return {
    status,
    label,
    state,
    at: entry?.at ?? null,
    note: saysMore ? note : null,
    stopped: status === 'cancelled' || status === 'payment_failed',
  };
}

/**
 * The order's journey as dated steps, the current one marked: every step of the way, those
 * passed (a skipped step counts as passed) and those to come. A cancelled order shows how far it
 * got and then its cancellation; an unpaid one starts with its payment.
 */
export function timelineSteps(input: TimelineInput): TimelineStep[] {
  const { status, history } = input;
  const path: readonly OrderStatus[] = input.pickup ? PICKUP_STEPS : DELIVERY_STEPS;
  if (status === 'payment_failed') return [step('payment_failed', 'current', input)];
  if (status === 'pending_payment')
    return [
      step('pending_payment', 'current', input),
      ...path.map((s) => step(s, 'upcoming', input)),
    ];
  if (status === 'cancelled') {
    const reached = path.filter((s) => lastEntry(history, s));
    return [...reached.map((s) => step(s, 'done', input)), step('cancelled', 'current', input)];
  }
  const current = path.indexOf(status);
  return path.map((s, i) =>
    step(s, i < current ? 'done' : i === current ? 'current' : 'upcoming', input),
  );
}
