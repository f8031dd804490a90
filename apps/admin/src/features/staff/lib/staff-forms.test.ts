import { describe, expect, it } from 'vitest';
import { checkNewPassword } from '@/lib/password-check';
import { checkInvite } from './invite-check';

describe('checkNewPassword', () => {
  it('asks for 10 characters, typed the same twice', () => {
    expect(checkNewPassword('', '')).toEqual({
      password: 'Choose a password',
      confirm: 'Type the password again',
    });
    expect(checkNewPassword('short', 'short')).toEqual({
      password: 'Use at least 10 characters',
    });
    expect(checkNewPassword('long-enough-1', 'long-enough-2')).toEqual({
      confirm: 'The two passwords are not the same',
    });
    expect(checkNewPassword('long-enough-1', 'long-enough-1')).toEqual({});
  });
});

describe('checkInvite', () => {
  it('names each field that is wrong', () => {
    expect(checkInvite({ name: ' ', email: 'not-an-address', role: 'boss' })).toEqual({
      name: 'Enter their name',
      email: 'Invalid email format',
      role: 'Choose a role',
    });
    expect(checkInvite({ name: 'Ravi', email: 'ravi@kesariya.in', role: 'staff' })).toEqual({});
  });
});
