import {
  mayStillArrive,
  ORDER_LIFE,
  orderPath,
  type OrderHistoryEntry,
  type OrderPhase,
  type OrderStatus,
} from '@kesariya/shared';
import type { StatusTone } from '@/components/status-pill';
import type { TimelineStepState } from '@/components/timeline';

/** How a status badge is coloured, by where the order stands: still moving, on its way, arrived, or stopped. */
const PHASE_TONES: Record<OrderPhase, StatusTone> = {
  unpaid: 'waiting',
  new: 'progress',
  preparing: 'progress',
  on_the_way: 'moving',
  held_up: 'waiting',
  done: 'done',
  undelivered: 'stopped',
  cancelled: 'stopped',
  failed: 'stopped',
};

/** Phases the order does not go on from: the timeline marks them as stopped. */
const STOPPED: readonly OrderPhase[] = ['undelivered', 'cancelled', 'failed'];

export const statusTone = (status: OrderStatus): StatusTone =>
  PHASE_TONES[ORDER_LIFE[status].phase];

/** What a status reads as on the order pages. */
export const statusLabel = (status: OrderStatus): string => ORDER_LIFE[status].shopper.label;

export type StepState = TimelineStepState;

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: StepState;
  /** When the order reached the step (its latest entry in the history); null if not recorded. */
  at: string | null;
  /** What was written with the step, when it says more than the label. */
  note: string | null;
  /** A cancelled, failed or undelivered end. */
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
  const { shopper } = ORDER_LIFE[status];
  return (pickup ? shopper.pickupLabel : undefined) ?? shopper.label;
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
    stopped: STOPPED.includes(ORDER_LIFE[status].phase),
  };
}

/**
 * The order's journey as dated steps, the current one marked: every step of the way, those
 * passed (a skipped step counts as passed) and those to come. An order off the way (unpaid,
 * cancelled, a failed delivery, coming back) shows the steps it reached, then where it is, then
 * the steps still to come if it may still arrive.
 */
export function timelineSteps(input: TimelineInput): TimelineStep[] {
  const { status, history } = input;
  const path = orderPath(input.pickup ?? false);
  const current = path.indexOf(status);
  if (current >= 0)
    return path.map((s, i) =>
      step(s, i < current ? 'done' : i === current ? 'current' : 'upcoming', input),
    );
  const reached = path.filter((s) => lastEntry(history, s));
  const last = reached.at(-1);
  const toCome = mayStillArrive(status) ? path.slice(last ? path.indexOf(last) + 1 : 0) : [];
  return [
    ...reached.map((s) => step(s, 'done', input)),
    step(status, 'current', input),
    ...toCome.map((s) => step(s, 'upcoming', input)),
  ];
}
