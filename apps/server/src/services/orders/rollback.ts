import type { Refusal } from '../../errors';

/**
 * Thrown inside the order transaction to roll every step back; the recipe catches it and hands the
 * refusal on as a value. Only steps of the recipe throw it.
 */
export class Rollback extends Error {
  override name = 'Rollback';
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
