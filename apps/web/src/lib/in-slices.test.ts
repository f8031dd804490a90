import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from './in-slices';

describe('inSlices', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the jobs in a later task, in order, and not one that was cancelled', () => {
    const ran: string[] = [];
    inSlices(() => ran.push('first'));
    const cancel = inSlices(() => ran.push('cancelled'));
    inSlices(() => ran.push('last'));
    cancel();
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['first', 'last']);
  });

  it('leaves the rest for the next task once a slice has taken 8 ms', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const ran: number[] = [];
    for (let i = 0; i < 5; i++)
      inSlices(() => {
        ran.push(i);
        now += 3; // each job takes 3 ms: three fit in a slice
      });
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });
});
