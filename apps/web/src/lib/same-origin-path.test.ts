import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(sameOriginPath('/checkout?step=2#pay', '/manage-address')).toBe('/checkout?step=2#pay');
  });

  it('refuses what a browser would take to another site', () => {
    for (const value of [
      '/\\evil.com',
      '//evil.com',
      '/\\/evil.com',
      'https://evil.com',
      'evil.com',
      '',
    ])
      expect(sameOriginPath(value, '/manage-address')).toBe('/manage-address');
    expect(sameOriginPath(null, '/manage-address')).toBe('/manage-address');
  });
});
