import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '@kesariya/shared';
import { timelineSteps } from './order-status';

const at = (status: string, time: string, note = ''): OrderHistoryEntry => ({
  status,
  note,
  at: `2025-11-${time}`,
});

const summary = (steps: ReturnType<typeof timelineSteps>) =>
  steps.map((s) => `${s.status}:${s.state}${s.at ? '@' : ''}`);

describe('the order timeline', () => {
  it('marks the steps passed, the current one and those to come, dated from the history', () => {
    const steps = timelineSteps({
      status: 'shipped',
      history: [at('placed', '10T05:00:00Z', 'Order placed'), at('shipped', '12T09:00:00Z')],
    });
    expect(summary(steps)).toEqual([
      'placed:done@',
      'confirmed:done', // skipped: passed, without a date
      'packed:done',
      'shipped:current@',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    // A note that only repeats the step's name is not shown again.
    expect(steps[0]!.note).toBeNull();
  });

  it('ends a cancelled order at its cancellation, with the reason', () => {
    const steps = timelineSteps({
      status: 'cancelled',
      history: [
        at('placed', '10T05:00:00Z'),
        at('cancelled', '10T06:00:00Z', 'Ordered by mistake'),
      ],
    });
    expect(summary(steps)).toEqual(['placed:done@', 'cancelled:current@']);
    expect(steps[1]).toMatchObject({ stopped: true, note: 'Ordered by mistake' });
  });

  it('puts the payment first while it is awaited', () => {
    const steps = timelineSteps({ status: 'pending_payment', history: [] });
    expect(steps[0]).toMatchObject({ status: 'pending_payment', state: 'current' });
    expect(steps.slice(1).every((s) => s.state === 'upcoming')).toBe(true);
  });

  it('shows a failed delivery attempt where it happened, with delivery still to come', () => {
    const steps = timelineSteps({
      status: 'delivery_failed',
      history: [
        at('placed', '10T05:00:00Z'),
        at('shipped', '12T09:00:00Z'),
        at('out_for_delivery', '13T03:00:00Z'),
        at('delivery_failed', '13T12:00:00Z', 'Nobody at home'),
      ],
    });
    expect(summary(steps)).toEqual([
      'placed:done@',
      'shipped:done@',
      'out_for_delivery:done@',
      'delivery_failed:current@',
      'delivered:upcoming',
    ]);
    expect(steps[3]).toMatchObject({
      label: 'Delivery attempt failed',
      note: 'Nobody at home',
      stopped: false,
    });
  });

  it('ends an order the courier brought back at the store, with nothing to come', () => {
    const history = [at('placed', '10T05:00:00Z'), at('shipped', '12T09:00:00Z')];
    const returning = timelineSteps({ status: 'rto_in_transit', history });
    expect(summary(returning)).toEqual(['placed:done@', 'shipped:done@', 'rto_in_transit:current']);
    expect(returning.at(-1)).toMatchObject({ label: 'Returning to store', stopped: true });
    const back = timelineSteps({ status: 'rto_delivered', history });
    expect(back.at(-1)).toMatchObject({ label: 'Returned to store', state: 'current' });
  });

  it('ends a failed payment at once', () => {
    const steps = timelineSteps({ status: 'payment_failed', history: [] });
    expect(summary(steps)).toEqual(['payment_failed:current']);
    expect(steps[0]!.stopped).toBe(true);
  });

  it('has no shipping steps for an order collected at the store', () => {
    const steps = timelineSteps({ status: 'packed', history: [], pickup: true });
    expect(steps.map((s) => s.label)).toEqual([
      'Order placed',
      'Confirmed',
      'Ready to collect',
      'Collected from the store',
    ]);
  });
});
