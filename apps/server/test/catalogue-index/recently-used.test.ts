import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../../src/catalogue-index/recently-used';

describe('values kept, least recently used let go first', () => {
  it('lets go of the value asked for least recently once the costs pass the limit', () => {
    const kept = new RecentlyUsed<string, number>(3);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(1);
    kept.set('d', 4);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([1, 3, 4]);
  });

  it('counts each value at its cost, and keeps a null value as an answer', () => {
    const kept = new RecentlyUsed<string, number | null>(10);
    kept.set('small', 1, 2);
    kept.set('none', null, 0);
    kept.set('large', 3, 9);
    expect(kept.get('small')).toBeUndefined();
    expect(kept.get('none')).toBeNull();
    expect(kept.get('large')).toBe(3);
  });

  it('keeps the newest value even when it alone costs more than the limit', () => {
    const kept = new RecentlyUsed<string, number>(1);
    kept.set('a', 1);
    kept.set('big', 2, 5);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('big')).toBe(2);
  });
});
