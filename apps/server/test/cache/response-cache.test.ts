import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/cache/response-cache';

const options = { maxEntries: 3, maxChars: 1_000, ttlMs: 60_000 };

describe('ResponseCache', () => {
  it('answers a stored key without loading again, and overlapping loads share one', async () => {
    const cache = new ResponseCache(options);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'answer';
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([
      'answer',
      'answer',
    ]);
    expect(await cache.getOrLoad('k', load)).toBe('answer');
    expect(loads).toBe(1);
  });

  it('does not keep an answer loaded before a clear (a read racing a write)', async () => {
    const cache = new ResponseCache(options);
    let release!: (value: string) => void;
    const racing = cache.getOrLoad('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    // A read after the change does not join the load that started before it.
    const after = cache.getOrLoad('k', async () => 'new');
    release('old');
    expect(await racing).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.getOrLoad('k', async () => 'newer')).toBe('new');
  });

  it("does not keep an answer loaded before its key was deleted, but keeps other keys' loads", async () => {
    const cache = new ResponseCache(options);
    let releaseK!: (value: string) => void;
    let releaseOther!: (value: string) => void;
    const racing = cache.getOrLoad('k', () => new Promise<string>((r) => (releaseK = r)));
    const other = cache.getOrLoad('other', () => new Promise<string>((r) => (releaseOther = r)));
    await cache.getOrLoad('kept', async () => 'kept');
    cache.delete('k');
    // A read after the change does not join the load that started before it.
    const after = cache.getOrLoad('k', async () => 'new');
    releaseK('old');
    releaseOther('other answer');
    expect(await racing).toBe('old');
    expect(await after).toBe('new');
    expect(await other).toBe('other answer');
    expect(await cache.getOrLoad('k', async () => 'newer')).toBe('new');
    expect(await cache.getOrLoad('other', async () => 'reloaded')).toBe('other answer');
    expect(await cache.getOrLoad('kept', async () => 'reloaded')).toBe('kept');
  });

  it("drops a deleted key's stored answer only", async () => {
    const cache = new ResponseCache(options);
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    cache.delete('a');
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
    expect(await cache.getOrLoad('b', async () => 'b2')).toBe('b1');
  });

  it('stays within its entry and size bounds, dropping the least recently used', async () => {
    const cache = new ResponseCache(options);
    for (const key of ['a', 'b', 'c', 'd']) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('reloaded');

    const small = new ResponseCache({ ...options, maxChars: 10 });
    await small.getOrLoad('x', async () => '12345678');
    await small.getOrLoad('y', async () => '12345678');
    expect(small.size).toBe(1);
  });

  it('does not cache a failed load', async () => {
    const cache = new ResponseCache(options);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.getOrLoad('k', async () => 'fine')).toBe('fine');
  });
});
