import { describe, expect, it } from 'vitest';
import { mayCancel, nextStep, otherSteps } from './order-steps';

const order = (next_moves: Parameters<typeof nextStep>[0]['next_moves'], pickup = false) => ({
  next_moves,
  delivery_option: pickup ? ('pickup' as const) : ('delivery' as const),
});

describe('the next step of an order', () => {
  it('is the nearest move the server offers, with cancelling apart', () => {
    const placed = order([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(nextStep(placed)).toEqual({ kind: 'move', status: 'confirmed', label: 'Confirm' });
    expect(mayCancel(placed)).toBe(true);
    expect(nextStep(order(['shipped', 'delivered', 'cancelled']))).toMatchObject({
      status: 'shipped',
      label: 'Ship',
    });
    expect(nextStep(order(['out_for_delivery', 'delivered']))).toMatchObject({
      label: 'Out for delivery',
    });
    expect(nextStep(order(['delivered']))).toMatchObject({ status: 'delivered', label: 'Deliver' });
  });

  it('offers the other ways an order may go as buttons beside it, not the skipped steps', () => {
    expect(otherSteps(order(['confirmed', 'packed', 'shipped', 'cancelled']))).toEqual([]);
    expect(otherSteps(order(['out_for_delivery', 'rto_in_transit']))).toEqual([
      { status: 'rto_in_transit', label: 'Return to origin' },
    ]);
  });

  it('hands a packed pickup order over instead of shipping it', () => {
    expect(nextStep(order(['delivered', 'cancelled'], true))).toEqual({
      kind: 'move',
      status: 'delivered',
      label: 'Hand over (collected)',
    });
  });

  it('records the cash of a delivered cash-on-delivery order', () => {
    expect(nextStep(order(['collect_cod']))).toEqual({ kind: 'collect_cod', label: 'Collect COD' });
  });

  it('offers nothing the server does not: no step, no cancel', () => {
    expect(nextStep(order([]))).toBeNull();
    expect(mayCancel(order([]))).toBe(false);
    expect(nextStep(order(['cancelled']))).toBeNull();
    expect(mayCancel(order(['cancelled']))).toBe(true);
  });
});
