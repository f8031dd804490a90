import type { Db } from '../db/client';
import type { JobQueue } from './job-queue';

/**
 * Staff's choice on the NDR desk, told to the courier API by a job of its own
 * (docs/decisions/platform-and-security.md, Work that is never lost): queued in the transaction
 * that records the choice, retried with backoff for a day, sent once (services/shipping/ndr-call.ts).
 */
export const NDR_ACTION_QUEUE = 'ndr-action';

export interface NdrActionSteps {
  /** Queues the courier call of this failed attempt's action in the transaction `db` belongs to. */
  queue(db: Db, failureId: number): Promise<void>;
}

export function ndrActionSteps(jobs: JobQueue): NdrActionSteps {
  return {
    async queue(db, failureId) {
      await jobs.send(db, NDR_ACTION_QUEUE, { failureId });
    },
  };
}
