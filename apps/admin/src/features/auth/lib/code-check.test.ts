import { describe, expect, it } from 'vitest';
import { checkSecondFactor } from './code-check';

describe('checkSecondFactor', () => {
  it('takes six digits from the app, spaced or not', () => {
    expect(checkSecondFactor('123456', false)).toBeNull();
    expect(checkSecondFactor('123 456', false)).toBeNull();
    expect(checkSecondFactor('', false)).toBe('Type the 6-digit code from your app');
    expect(checkSecondFactor('1234567', false)).toBe('The code is 6 digits, like 123 456');
  });

  it('takes a recovery code as written on paper, any case, with its dash', () => {
    expect(checkSecondFactor('7KQ2M-9XD40', true)).toBeNull();
    expect(checkSecondFactor('7kq2m 9xd40', true)).toBeNull();
    expect(checkSecondFactor('', true)).toBe('Type one of your recovery codes');
    expect(checkSecondFactor('7KQ2M', true)).toBe('A recovery code is 10 letters and digits');
  });
});
