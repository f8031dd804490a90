import type { AppErrorKind } from '../../errors';

/** An expected refusal of a checkout step (STYLE.md: refusals are values); the route maps it to HTTP. */
export interface CheckoutRefusal {
  ok: false;
  kind: AppErrorKind;
  field?: string;
  message: string;
}

export const refusal = (kind: AppErrorKind, message: string, field?: string): CheckoutRefusal => ({
  ok: false,
  kind,
  message,
  field,
});

/**
 * Thrown inside the order transaction to roll every step back; the recipe catches it and hands the
 * refusal on as a value. Only steps of the recipe throw it.
 */
export class Rollback extends Error {
  override name = 'Rollback';
  constructor(readonly refusal: CheckoutRefusal) {
    super(refusal.message);
  }
}
