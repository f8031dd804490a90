import type { ReturnRequest, ReturnStatus, ReturnType } from '@kesariya/shared';
import type { StatusTone } from '@/components/status-pill';
import type { TimelineStepState } from '@/components/timeline';

/** What each status reads as on the status screens. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  picked_up: 'Picked up',
  received: 'Received at our store',
  refunded: 'Refunded',
  replacement_shipped: 'Replacement shipped',
};

/** How a status badge is coloured: waiting for us, on its way, finished, or refused. */
export const RETURN_STATUS_TONES: Record<ReturnStatus, StatusTone> = {
  requested: 'waiting',
  approved: 'moving',
  picked_up: 'moving',
  received: 'moving',
  refunded: 'done',
  replacement_shipped: 'done',
  rejected: 'stopped',
};

/**
 * The way a request goes when all is well (docs/decisions/orders-and-payments.md, After the sale).
 */
const PATHS: Record<ReturnType, readonly ReturnStatus[]> = {
  return: ['requested', 'approved', 'picked_up', 'received', 'refunded'],
  replace: ['requested', 'approved', 'picked_up', 'received', 'replacement_shipped'],
};

export interface ReturnStep {
  status: ReturnStatus;
  state: TimelineStepState;
  /** When the request reached the step; null while it has not. */
  at: string | null;
  /** What staff wrote with the step (the reason of a refusal), when anything. */
  note: string | null;
}

function step(request: ReturnRequest, status: ReturnStatus, state: TimelineStepState): ReturnStep {
  const entry = request.history.findLast((h) => h.status === status);
  const note = entry?.note.trim() ?? '';
  return { status, state, at: entry?.at ?? null, note: note === '' ? null : note };
}

/**
 * The request's journey as dated steps: those passed, the current one and those to come. A
 * rejected request ends at its refusal.
 */
export function returnSteps(request: ReturnRequest): ReturnStep[] {
  if (request.status === 'rejected')
    return [step(request, 'requested', 'done'), step(request, 'rejected', 'current')];
  const path = PATHS[request.type];
  const current = path.indexOf(request.status);
  return path.map((status, i) =>
    step(request, status, i < current ? 'done' : i === current ? 'current' : 'upcoming'),
  );
}

/** The screen's words for each kind of request. */
export const REQUEST_WORDS: Record<
  ReturnType,
  { noun: string; verb: string; statusTitle: string; statusPage: 5 | 6 }
> = {
  return: { noun: 'return', verb: 'Return', statusTitle: 'Return Status', statusPage: 5 },
  replace: { noun: 'replacement', verb: 'Replace', statusTitle: 'Replace Status', statusPage: 6 },
};

/** /order/refund-replace-process/5 lists returns, /6 replacements; any other id is no page. */
export function requestTypeOfStatusPage(id: string | undefined): ReturnType | null {
  if (id === String(REQUEST_WORDS.return.statusPage)) return 'return';
  if (id === String(REQUEST_WORDS.replace.statusPage)) return 'replace';
  return null;
}
