import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SCREENS } from './screens';

describe('the screens', () => {
  it('are each a page of the paths table, once', () => {
    const patterns = new Set(Object.values(paths).map((page) => page.path));
    for (const screen of SCREENS) expect(patterns, screen.path).toContain(screen.path);
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
  });
});
