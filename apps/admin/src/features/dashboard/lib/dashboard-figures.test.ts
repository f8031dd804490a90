import { describe, expect, it } from 'vitest';
import { changeOf, seriesSummary, shortDay } from './dashboard-figures';

describe('changeOf', () => {
  it('gives the whole percent moved, and no percent when there was nothing before', () => {
    expect(changeOf(150, 100)).toEqual({ percent: 50, direction: 'up' });
    expect(changeOf(50, 200)).toEqual({ percent: -75, direction: 'down' });
    expect(changeOf(0, 0)).toEqual({ percent: null, direction: 'same' });
    expect(changeOf(999, 0)).toEqual({ percent: null, direction: 'up' });
  });
});

describe('seriesSummary', () => {
  it('says the total, the best day and the days without sales', () => {
    const days = [
      { date: '2030-01-07', sales: 0, orders: 0 },
      { date: '2030-01-08', sales: 124999, orders: 3 },
      { date: '2030-01-09', sales: 1500, orders: 1 },
    ];
    expect(seriesSummary(days)).toBe(
      'Sales from 7 Jan to 9 Jan: ₹1,26,499 from 4 orders. Best day 8 Jan with ₹1,24,999. 1 day without sales.',
    );
    expect(seriesSummary(days.slice(0, 1))).toBe('No sales from 7 Jan to 7 Jan.');
  });

  it('writes a date as its day and month', () => {
    expect(shortDay('2029-12-31')).toBe('31 Dec');
  });
});
