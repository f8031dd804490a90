import type { Refusal } from '../errors';

/**
 * Thrown inside a transaction to roll every step back; the code that opened the transaction catches
 * it and hands the refusal on as a value. Only the steps of that transaction throw it.
 */
export class Rollback extends Error {
  override name = 'Rollback';
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
