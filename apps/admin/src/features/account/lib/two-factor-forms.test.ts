import { describe, expect, it } from 'vitest';
import { checkAppCode, checkPasswordChange, checkTurnOff, groupedSecret } from './two-factor-forms';

describe('checkAppCode', () => {
  it('takes six digits, with the space or dash an app shows', () => {
    expect(checkAppCode('123456')).toBeNull();
    expect(checkAppCode('123 456')).toBeNull();
    expect(checkAppCode(' 123-456 ')).toBeNull();
  });

  it('says what is missing or wrong', () => {
    expect(checkAppCode('')).toBe('Type the 6-digit code the app shows');
    expect(checkAppCode('12345')).toBe('The code is 6 digits, like 123 456');
    expect(checkAppCode('12345a')).toBe('The code is 6 digits, like 123 456');
  });
});

describe('groupedSecret', () => {
  it('reads the key in fours', () => {
    expect(groupedSecret('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe(
      'ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567',
    );
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});

describe('checkPasswordChange', () => {
  const filled = { current_password: 'old-password-1', new_password: 'monsoon-ledger-tamarind' };

  it('asks for every field, and the new password twice alike', () => {
    expect(checkPasswordChange({ current_password: '', new_password: '', confirm: '' })).toEqual({
      current_password: 'Type your current password',
      new_password: 'Choose a new password',
      confirm: 'Type the new password again',
    });
    expect(checkPasswordChange({ ...filled, confirm: 'monsoon-ledger' })).toEqual({
      confirm: 'The two passwords are not the same',
    });
    expect(checkPasswordChange({ ...filled, confirm: filled.new_password })).toEqual({});
  });

  it('refuses a short new password and the current one again', () => {
    expect(
      checkPasswordChange({ ...filled, new_password: 'short', confirm: 'short' }).new_password,
    ).toBe('Use at least 10 characters');
    expect(
      checkPasswordChange({
        ...filled,
        new_password: filled.current_password,
        confirm: filled.current_password,
      }).new_password,
    ).toBe('Choose a new password, not the one you have now');
  });
});

describe('checkTurnOff', () => {
  it('needs the password and a code', () => {
    expect(checkTurnOff({ password: '', code: ' ' })).toEqual({
      password: 'Type your password',
      code: 'Type a code from the app, or a recovery code',
    });
    expect(checkTurnOff({ password: 'pw', code: '123456' })).toEqual({});
  });
});
