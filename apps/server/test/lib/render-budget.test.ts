import { describe, expect, it } from 'vitest';
import { renderBudget } from '../../src/lib/render-budget';

describe('the page render budget', () => {
  it('allows a burst of five seconds’ worth, then one render per refill', () => {
    let now = 0;
    const budget = renderBudget(2, () => now);
    const taken = Array.from({ length: 12 }, () => budget.take());
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(budget.take()).toBe(false);

    now += 499;
    expect(budget.take()).toBe(false);
    now += 1;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });

  it('takes back a render that was declined, and never grows past its burst', () => {
    let now = 0;
    const budget = renderBudget(1, () => now);
    for (let i = 0; i < 5; i++) expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    budget.giveBack();
    expect(budget.take()).toBe(true);

    now += 60_000;
    expect(Array.from({ length: 7 }, () => budget.take()).filter(Boolean)).toHaveLength(5);
  });
});
