import { describe, expect, it } from 'vitest';
import { checkSetup } from './setup-check';

const FILLED = {
  setup_code: '7KQ2-M9XD-40FA',
  name: 'Anita Joshi',
  email: 'anita@kesariya.in',
  password: 'first-owner-pass-1',
  confirm: 'first-owner-pass-1',
};

describe('checkSetup', () => {
  it('asks for every field of an empty form', () => {
    expect(
      Object.keys(
        checkSetup({ setup_code: ' ', name: '', email: '', password: '', confirm: '' }),
      ).sort(),
    ).toEqual(['confirm', 'email', 'name', 'password', 'setup_code']);
  });

  it('holds the staff password rules', () => {
    expect(checkSetup({ ...FILLED, password: 'short', confirm: 'short' })).toEqual({
      password: 'Use at least 10 characters',
    });
    expect(checkSetup({ ...FILLED, confirm: 'something-else' })).toEqual({
      confirm: 'The two passwords are not the same',
    });
  });

  it('lets a filled form through to the server, which judges the code', () => {
    expect(checkSetup(FILLED)).toEqual({});
  });
});
