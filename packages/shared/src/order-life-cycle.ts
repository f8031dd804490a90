/**
 * An order's life, in one place (docs/decisions/orders-and-payments.md, Order statuses): every
 * status, what the shopper and staff call it, and who may move an order on from it, to where. The
 * server answers an order with the moves its reader may make (`next_moves`, from `nextOrderMoves`)
 * and checks every move with `mayMoveOrder`; the storefront and the back office show what they are
 * given. Adding a status is an entry in ORDER_STATUSES and one in ORDER_LIFE (docs/architecture.md,
 * Add an order status).
 */

/** Every status, in the order lists and filters show them. The path's steps keep their order. */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivery_failed',
  'delivered',
  'rto_in_transit',
  'rto_delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves orders: the shopper, the store's staff, the payment provider (a verified payment or
 * its failure), the courier (its tracking updates) and the store's own sweeps (an unpaid order
 * timing out).
 */
export const ORDER_MOVERS = ['shopper', 'staff', 'payment', 'courier', 'system'] as const;
export type OrderMover = (typeof ORDER_MOVERS)[number];

/**
 * Where a status stands in the order's life. The phase is what the apps show a status by (its
 * colour, the storefront's "what's next" card) and what decides whether the order is a sale.
 */
export const ORDER_PHASES = [
  /** Waiting for its online payment: not a sale yet. */
  'unpaid',
  /** Placed, waiting for the store's first look. */
  'new',
  /** The store is getting it ready. */
  'preparing',
  /** With the courier. */
  'on_the_way',
  /** With the courier, after a delivery attempt failed. */
  'held_up',
  /** Delivered, or collected at the store. */
  'done',
  /** It could not be delivered: going back to the store, or back there. */
  'undelivered',
  /** Cancelled before it shipped, by the shopper, the store or the payment's timeout. */
  'cancelled',
  /** Its online payment failed. */
  'failed',
] as const;
export type OrderPhase = (typeof ORDER_PHASES)[number];

/** A move the back office makes that is no change of status: the courier's cash reached the store. */
export const COLLECT_COD = 'collect_cod';
/** A move is named by the status it leads to, but for recording cash on delivery as collected. */
export type OrderMove = OrderStatus | typeof COLLECT_COD;

/** What a status is, for each side. */
export interface StatusLife {
  readonly phase: OrderPhase;
  /**
   * A step on the way from placed to delivered: the timeline draws these, and staff move an order
   * forward along them, a step or several at once, never back.
   */
  readonly path?: true;
  /** Only an order sent by courier comes here: one collected at the store is never shipped. */
  readonly shipping?: true;
  /** A cash-on-delivery order here has paid the courier: staff record the cash reaching the store. */
  readonly collectsCod?: true;
  readonly shopper: {
    /** The status badge, the order list and the timeline. */
    readonly label: string;
    /** The timeline's words for an order collected at the store, where they differ. */
    readonly pickupLabel?: string;
    /** What the order page says of it. */
    readonly news: string;
    readonly pickupNews?: string;
  };
  readonly staff: {
    readonly label: string;
    /** The back office's button that moves an order here (else the label). */
    readonly action?: string;
    readonly pickupAction?: string;
  };
  /** Moves off the path (and the courier's along it): to which status, by whom. */
  readonly moves?: { readonly [to in OrderStatus]?: readonly OrderMover[] };
  /**
   * A cash-on-delivery order here waits for the shopper's confirmation (the link they are sent, or
   * staff after a call): until then these are its only moves, so it is never packed unconfirmed.
   */
  readonly codConfirmation?: { readonly [to in OrderStatus]?: readonly OrderMover[] };
}

const PREPARING = {
  news: 'We are getting your order ready to ship.',
  pickupNews: 'We are getting your order ready for you to collect.',
};
/** Before it ships the shopper may cancel, and so may staff (the shopper's cancel, by the store). */
const CANCEL_BEFORE_SHIPPING = { cancelled: ['shopper', 'staff'] } as const;

export const ORDER_LIFE: { readonly [status in OrderStatus]: StatusLife } = {
  pending_payment: {
    phase: 'unpaid',
    shopper: { label: 'Awaiting payment', news: 'Your payment is not complete yet.' },
    staff: { label: 'Awaiting payment' },
    // The shopper's verify call or the provider's webhook places it; the sweep cancels it when its
    // time is up. Until then it is the shopper's, so staff leave it alone.
    moves: {
      placed: ['shopper', 'payment'],
      payment_failed: ['payment'],
      cancelled: ['shopper', 'system'],
    },
  },
  placed: {
    phase: 'new',
    path: true,
    shopper: { label: 'Order placed', ...PREPARING },
    staff: { label: 'Placed' },
    moves: CANCEL_BEFORE_SHIPPING,
    // The store's sweep cancels it once the time to confirm has run out.
    codConfirmation: {
      confirmed: ['shopper', 'staff'],
      cancelled: ['shopper', 'staff', 'system'],
    },
  },
  confirmed: {
    phase: 'preparing',
    path: true,
    shopper: { label: 'Confirmed', ...PREPARING },
    staff: { label: 'Confirmed', action: 'Confirm' },
    moves: CANCEL_BEFORE_SHIPPING,
  },
  packed: {
    phase: 'preparing',
    path: true,
    shopper: { label: 'Packed', pickupLabel: 'Ready to collect', ...PREPARING },
    staff: { label: 'Packed', action: 'Pack' },
    // Booked with a courier, it ships when the courier picks it up (or cancels the booking).
    moves: { cancelled: ['shopper', 'staff', 'courier'], shipped: ['courier'] },
  },
  shipped: {
    phase: 'on_the_way',
    path: true,
    shipping: true,
    shopper: { label: 'Shipped', news: 'Your order is on its way.' },
    staff: { label: 'Shipped', action: 'Ship' },
    moves: {
      out_for_delivery: ['courier'],
      delivery_failed: ['courier'],
      delivered: ['courier'],
      rto_in_transit: ['courier'],
    },
  },
  out_for_delivery: {
    phase: 'on_the_way',
    path: true,
    shipping: true,
    shopper: { label: 'Out for delivery', news: 'Your order is out for delivery.' },
    staff: { label: 'Out for delivery', action: 'Out for delivery' },
    moves: { delivery_failed: ['courier'], delivered: ['courier'] },
  },
  delivery_failed: {
    phase: 'held_up',
    shipping: true,
    shopper: {
      label: 'Delivery attempt failed',
      news: 'The courier could not deliver your order this time.',
    },
    staff: { label: 'Delivery failed', action: 'Record failed delivery' },
    // Another attempt, or the parcel goes back to the store (the NDR desk).
    moves: {
      out_for_delivery: ['courier'],
      delivered: ['courier'],
      rto_in_transit: ['courier'],
    },
  },
  delivered: {
    phase: 'done',
    path: true,
    collectsCod: true,
    shopper: {
      label: 'Delivered',
      pickupLabel: 'Collected from the store',
      news: 'Your order has been delivered.',
      pickupNews: 'You have collected your order.',
    },
    staff: { label: 'Delivered', action: 'Deliver', pickupAction: 'Hand over (collected)' },
  },
  rto_in_transit: {
    phase: 'undelivered',
    shipping: true,
    shopper: {
      label: 'Returning to store',
      news: 'Your order could not be delivered and is on its way back to our store.',
    },
    staff: { label: 'Returning to store (RTO)', action: 'Return to origin' },
    moves: { rto_delivered: ['courier'] },
  },
  rto_delivered: {
    phase: 'undelivered',
    shipping: true,
    shopper: {
      label: 'Returned to store',
      news: 'Your order could not be delivered and is back at our store.',
    },
    staff: { label: 'Returned to store (RTO)', action: 'Back at the store' },
  },
  cancelled: {
    phase: 'cancelled',
    shopper: { label: 'Cancelled', news: 'This order was cancelled.' },
    staff: { label: 'Cancelled' },
  },
  payment_failed: {
    phase: 'failed',
    shopper: { label: 'Payment failed', news: 'The payment did not go through.' },
    staff: { label: 'Payment failed' },
  },
};

/** Who moves an order forward along the path. */
const PATH_MOVERS: readonly OrderMover[] = ['staff'];

/** What the moves of an order depend on besides its status. */
export interface OrderFacts {
  status: OrderStatus;
  delivery_option: 'delivery' | 'pickup';
  payment_method: string;
  /** The cash of a cash-on-delivery order is recorded as having reached the store. */
  cod_collected?: boolean;
  /**
   * A courier API tracks its parcel (Shiprocket assigned its AWB): its tracking moves it after
   * pickup. Otherwise no courier reports on it, so staff make the courier's moves.
   */
  courier_tracked?: boolean;
}

const isPickup = (facts: Pick<OrderFacts, 'delivery_option'>) => facts.delivery_option === 'pickup';

/** Whether an order sent this way ever comes to this status. */
function reaches(pickup: boolean, status: OrderStatus): boolean {
  return !(pickup && ORDER_LIFE[status].shipping);
}

/** The steps from placed to delivered, for an order sent by courier or collected at the store. */
export function orderPath(pickup: boolean): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => ORDER_LIFE[status].path && reaches(pickup, status));
}

/**
 * Who may move an order from one status to another. With no courier API tracking the parcel
 * (manual shipping), staff make the courier's moves: they record a failed attempt, another one,
 * the parcel's return to the store and its arrival there (docs/decisions/after-dispatch.md,
 * Failed deliveries).
 */
function moversBetween(from: OrderStatus, to: OrderStatus, tracked = false): readonly OrderMover[] {
  const courierOnly = ORDER_LIFE[from].moves?.[to] ?? [];
  const listed =
    !tracked && courierOnly.includes('courier') && !courierOnly.includes('staff')
      ? [...courierOnly, 'staff' as const]
      : courierOnly;
  const forward =
    ORDER_LIFE[from].path &&
    ORDER_LIFE[to].path &&
    ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
  return forward ? [...new Set([...listed, ...PATH_MOVERS])] : listed;
}

/** Whether this is a cash-on-delivery order still waiting for the shopper's confirmation. */
export function awaitsCodConfirmation(
  facts: Pick<OrderFacts, 'status' | 'payment_method'>,
): boolean {
  return (
    facts.payment_method === 'Cash on Delivery' &&
    ORDER_LIFE[facts.status].codConfirmation !== undefined
  );
}

/**
 * The moves this mover may make with this order now, nearest first: the next step of the path
 * before the ones after it, the moves off the path (cancelling, a failed attempt, the return to
 * the store) after the forward moves, recording cash on delivery last.
 */
export function nextOrderMoves(facts: OrderFacts, mover: OrderMover): OrderMove[] {
  const pickup = isPickup(facts);
  const waiting = awaitsCodConfirmation(facts) ? ORDER_LIFE[facts.status].codConfirmation : null;
  const movers = (to: OrderStatus) =>
    waiting ? (waiting[to] ?? []) : moversBetween(facts.status, to, facts.courier_tracked);
  const allowed = ORDER_STATUSES.filter((to) => reaches(pickup, to) && movers(to).includes(mover));
  // Along the path first, then the moves off it (a failed attempt, the return to the store).
  const moves: OrderMove[] = [
    ...allowed.filter((to) => ORDER_LIFE[to].path),
    ...allowed.filter((to) => !ORDER_LIFE[to].path),
  ];
  if (
    mover === 'staff' &&
    ORDER_LIFE[facts.status].collectsCod &&
    facts.payment_method === 'Cash on Delivery' &&
    !facts.cod_collected
  )
    moves.push(COLLECT_COD);
  return moves;
}

export function mayMoveOrder(facts: OrderFacts, mover: OrderMover, move: OrderMove): boolean {
  return nextOrderMoves(facts, mover).includes(move);
}

/** Whether an order in this status may still come to the end of its path (be delivered). */
export function mayStillArrive(status: OrderStatus): boolean {
  const seen = new Set<OrderStatus>();
  const visit = (from: OrderStatus): boolean => {
    if (ORDER_LIFE[from].phase === 'done') return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return ORDER_STATUSES.some((to) => moversBetween(from, to).length > 0 && visit(to));
  };
  return visit(status);
}

/**
 * The statuses staff may move an order to (POST admin/order/status/{saleId}), in list order.
 * Never empty: staff at least cancel.
 */
export const STAFF_ORDER_MOVES = ORDER_STATUSES.filter((to) =>
  ORDER_STATUSES.some((from) => moversBetween(from, to).includes('staff')),
) as unknown as readonly [OrderStatus, ...OrderStatus[]];

const inPhases = (...phases: OrderPhase[]) =>
  ORDER_STATUSES.filter((status) => phases.includes(ORDER_LIFE[status].phase));

/**
 * Orders that never became a sale: they count neither in the dashboard's sales figures and order
 * counts nor in a customer's orders and money spent (docs/decisions/back-office.md, Back office).
 */
export const UNSOLD_ORDER_STATUSES = inPhases('unpaid', 'failed', 'cancelled');

/** GET website/order?status=on_the_way: the orders with the courier. */
export const ON_THE_WAY_ORDER_STATUSES = inPhases('on_the_way', 'held_up');

/**
 * Where an order the courier took can be: on the way, held up, delivered, or back to the store.
 * A delivered order counts only when it was sent, not collected at the store.
 */
export const COURIER_TAKEN_ORDER_STATUSES = inPhases(
  'on_the_way',
  'held_up',
  'done',
  'undelivered',
);

/** Orders the courier is bringing back to the store, or has (RTO: return to origin). */
export const RTO_ORDER_STATUSES = inPhases('undelivered');

/** Orders waiting on a failed delivery attempt (NDR: non-delivery report). */
export const NDR_ORDER_STATUSES = inPhases('held_up');

/** The back office's button for a move to this status. */
export function staffMoveLabel(to: OrderStatus, pickup: boolean): string {
  const { staff } = ORDER_LIFE[to];
  return (pickup ? staff.pickupAction : undefined) ?? staff.action ?? staff.label;
}
