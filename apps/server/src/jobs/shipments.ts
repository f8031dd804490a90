import type { Db } from '../db/client';
import type { JobQueue } from './job-queue';

/**
 * The courier calls of a shipment (an order's parcel or a return's pickup), each a job of its own
 * (docs/decisions/platform-and-security.md, Work that is never lost): the job makes the shipment's
 * next call, keeps its answer and queues the next step in the same transaction. A failed call is
 * retried with backoff for a day.
 */
export const SHIPMENT_QUEUE = 'shipment';

export interface ShipmentSteps {
  /** Queues the shipment's next courier call in the transaction `db` belongs to. */
  queue(db: Db, shipmentId: number): Promise<void>;
}

export function shipmentSteps(jobs: JobQueue): ShipmentSteps {
  return {
    async queue(db, shipmentId) {
      await jobs.send(db, SHIPMENT_QUEUE, { shipmentId });
    },
  };
}
