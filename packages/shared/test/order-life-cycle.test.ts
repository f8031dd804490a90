import { describe, expect, it } from 'vitest';
import {
  awaitsCodConfirmation,
  mayMoveOrder,
  mayStillArrive,
  nextOrderMoves,
  ON_THE_WAY_ORDER_STATUSES,
  ORDER_LIFE,
  ORDER_MOVERS,
  ORDER_STATUSES,
  orderPath,
  STAFF_ORDER_MOVES,
  staffMoveLabel,
  UNSOLD_ORDER_STATUSES,
  type OrderFacts,
  type OrderStatus,
} from '../src';

/** An order sent by a courier whose API tracks its parcel (Shiprocket): the courier moves it. */
const sent = (status: OrderStatus, more: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  delivery_option: 'delivery',
  payment_method: 'Online Payment',
  courier_tracked: true,
  ...more,
});
/** An order shipped by hand (manual shipping): no courier reports on it. */
const byHand = (status: OrderStatus) => sent(status, { courier_tracked: false });
const collected = (status: OrderStatus, more: Partial<OrderFacts> = {}) =>
  sent(status, { delivery_option: 'pickup', ...more });

describe('the order life cycle', () => {
  it('holds a cash-on-delivery order until it is confirmed: no packing, the sweep may cancel', () => {
    const waiting = sent('placed', { payment_method: 'Cash on Delivery' });
    expect(awaitsCodConfirmation(waiting)).toBe(true);
    expect(nextOrderMoves(waiting, 'staff')).toEqual(['confirmed', 'cancelled']);
    expect(nextOrderMoves(waiting, 'shopper')).toEqual(['confirmed', 'cancelled']);
    expect(nextOrderMoves(waiting, 'system')).toEqual(['cancelled']);
    expect(mayMoveOrder(waiting, 'staff', 'packed')).toBe(false);
    // Confirmed, it goes on like any other order; an order paid online never waits.
    const confirmed = sent('confirmed', { payment_method: 'Cash on Delivery' });
    expect(awaitsCodConfirmation(confirmed)).toBe(false);
    expect(mayMoveOrder(confirmed, 'staff', 'packed')).toBe(true);
    expect(mayMoveOrder(sent('placed'), 'staff', 'packed')).toBe(true);
    expect(mayMoveOrder(sent('placed'), 'shopper', 'confirmed')).toBe(false);
  });

  it('lets the shopper pay an unpaid order or cancel any order until it ships', () => {
    expect(nextOrderMoves(sent('pending_payment'), 'shopper')).toEqual(['placed', 'cancelled']);
    for (const status of ['placed', 'confirmed', 'packed'] as const) {
      expect(nextOrderMoves(sent(status), 'shopper')).toEqual(['cancelled']);
      expect(nextOrderMoves(collected(status), 'shopper')).toEqual(['cancelled']);
    }
    for (const status of ORDER_STATUSES.filter(
      (s) => !['pending_payment', 'placed', 'confirmed', 'packed'].includes(s),
    ))
      expect(nextOrderMoves(sent(status), 'shopper')).toEqual([]);
  });

  it('moves staff forward along the path, a step or several, and cancels before shipping', () => {
    expect(nextOrderMoves(sent('placed'), 'staff')).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(nextOrderMoves(sent('packed'), 'staff')).toEqual([
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(nextOrderMoves(sent('shipped'), 'staff')).toEqual(['out_for_delivery', 'delivered']);
    expect(nextOrderMoves(sent('out_for_delivery'), 'staff')).toEqual(['delivered']);
    expect(mayMoveOrder(sent('shipped'), 'staff', 'packed')).toBe(false);
    expect(mayMoveOrder(sent('shipped'), 'staff', 'shipped')).toBe(false);
    expect(mayMoveOrder(sent('shipped'), 'staff', 'cancelled')).toBe(false);
  });

  it('never ships an order collected at the store: packed, then handed over', () => {
    expect(nextOrderMoves(collected('placed'), 'staff')).toEqual([
      'confirmed',
      'packed',
      'delivered',
      'cancelled',
    ]);
    expect(nextOrderMoves(collected('packed'), 'staff')).toEqual(['delivered', 'cancelled']);
    expect(orderPath(true)).toEqual(['placed', 'confirmed', 'packed', 'delivered']);
    expect(orderPath(false)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect(staffMoveLabel('delivered', true)).toBe('Hand over (collected)');
    expect(staffMoveLabel('delivered', false)).toBe('Deliver');
    expect(staffMoveLabel('packed', true)).toBe('Pack');
  });

  it('leaves an order awaiting its payment, and the ends, alone for staff', () => {
    for (const status of [
      'pending_payment',
      'cancelled',
      'payment_failed',
      'delivery_failed',
      'rto_in_transit',
      'rto_delivered',
    ] as const)
      expect(nextOrderMoves(sent(status), 'staff')).toEqual([]);
  });

  it('has staff record the cash of a delivered cash-on-delivery order, once', () => {
    const cod = { payment_method: 'Cash on Delivery' };
    expect(nextOrderMoves(sent('delivered', cod), 'staff')).toEqual(['collect_cod']);
    expect(nextOrderMoves(collected('delivered', cod), 'staff')).toEqual(['collect_cod']);
    expect(nextOrderMoves(sent('delivered', { ...cod, cod_collected: true }), 'staff')).toEqual([]);
    expect(nextOrderMoves(sent('delivered'), 'staff')).toEqual([]);
    expect(nextOrderMoves(sent('out_for_delivery', cod), 'staff')).toEqual(['delivered']);
    expect(nextOrderMoves(sent('delivered', cod), 'shopper')).toEqual([]);
  });

  it('gives the courier the moves after dispatch: attempts, delivery and the way back', () => {
    // Along the path first, then the moves off it.
    expect(nextOrderMoves(sent('shipped'), 'courier')).toEqual([
      'out_for_delivery',
      'delivered',
      'delivery_failed',
      'rto_in_transit',
    ]);
    expect(nextOrderMoves(sent('out_for_delivery'), 'courier')).toEqual([
      'delivered',
      'delivery_failed',
    ]);
    expect(nextOrderMoves(sent('delivery_failed'), 'courier')).toEqual([
      'out_for_delivery',
      'delivered',
      'rto_in_transit',
    ]);
    expect(nextOrderMoves(sent('rto_in_transit'), 'courier')).toEqual(['rto_delivered']);
    expect(nextOrderMoves(sent('rto_delivered'), 'courier')).toEqual([]);
    // A parcel booked with the courier ships when it is picked up, or goes with the booking.
    expect(nextOrderMoves(sent('packed'), 'courier')).toEqual(['shipped', 'cancelled']);
    expect(nextOrderMoves(collected('packed'), 'courier')).toEqual(['cancelled']);
    expect(nextOrderMoves(sent('confirmed'), 'courier')).toEqual([]);
    expect(mayStillArrive('delivery_failed')).toBe(true);
    expect(mayStillArrive('pending_payment')).toBe(true);
    expect(mayStillArrive('rto_in_transit')).toBe(false);
    expect(mayStillArrive('cancelled')).toBe(false);
  });

  it("has staff make the courier's moves where no courier API tracks the parcel", () => {
    expect(nextOrderMoves(byHand('shipped'), 'staff')).toEqual([
      'out_for_delivery',
      'delivered',
      'delivery_failed',
      'rto_in_transit',
    ]);
    expect(nextOrderMoves(byHand('delivery_failed'), 'staff')).toEqual([
      'out_for_delivery',
      'delivered',
      'rto_in_transit',
    ]);
    expect(nextOrderMoves(byHand('rto_in_transit'), 'staff')).toEqual(['rto_delivered']);
    expect(nextOrderMoves(sent('rto_in_transit'), 'staff')).toEqual([]);
  });

  it('settles an unpaid order by its payment, or cancels it when its time is up', () => {
    expect(nextOrderMoves(sent('pending_payment'), 'payment')).toEqual([
      'placed',
      'payment_failed',
    ]);
    expect(nextOrderMoves(sent('pending_payment'), 'system')).toEqual(['cancelled']);
  });

  it('ends: nobody moves a cancelled, failed or returned order', () => {
    for (const status of ['cancelled', 'payment_failed', 'rto_delivered'] as const)
      for (const mover of ORDER_MOVERS) expect(nextOrderMoves(sent(status), mover)).toEqual([]);
  });

  it('derives what the API accepts and what counts from the one list', () => {
    expect(STAFF_ORDER_MOVES).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivery_failed',
      'delivered',
      'rto_in_transit',
      'rto_delivered',
      'cancelled',
    ]);
    expect([...UNSOLD_ORDER_STATUSES].sort()).toEqual(
      ['cancelled', 'payment_failed', 'pending_payment'].sort(),
    );
    expect(ON_THE_WAY_ORDER_STATUSES).toEqual(['shipped', 'out_for_delivery', 'delivery_failed']);
  });

  it('names every status for the shopper and for staff, and only moves to known statuses', () => {
    expect(Object.keys(ORDER_LIFE).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) {
      const life = ORDER_LIFE[status];
      expect(life.shopper.label).not.toBe('');
      expect(life.shopper.news).toMatch(/\.$/);
      expect(life.staff.label).not.toBe('');
      for (const to of Object.keys(life.moves ?? {})) expect(ORDER_STATUSES).toContain(to);
      // A status only a courier's order comes to leads only to others like it (or delivered).
      if (life.shipping)
        for (const to of Object.keys(life.moves ?? {}) as OrderStatus[])
          expect(ORDER_LIFE[to].shipping || to === 'delivered').toBeTruthy();
    }
    expect(ORDER_LIFE.out_for_delivery.shopper.label).toBe('Out for delivery');
    expect(ORDER_LIFE.delivery_failed.shopper.label).toBe('Delivery attempt failed');
    expect(ORDER_LIFE.rto_in_transit.shopper.label).toBe('Returning to store');
    expect(ORDER_LIFE.rto_delivered.shopper.label).toBe('Returned to store');
  });

  it('reaches every status from an order just placed', () => {
    const reached = new Set<OrderStatus>(['pending_payment', 'placed']);
    const facts = { delivery_option: 'delivery', payment_method: 'Online Payment' } as const;
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached])
        for (const mover of ORDER_MOVERS)
          for (const to of nextOrderMoves({ ...facts, status: from }, mover))
            if (to !== 'collect_cod' && !reached.has(to)) {
              reached.add(to);
              grew = true;
            }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
