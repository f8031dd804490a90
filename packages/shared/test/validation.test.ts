import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatMoney,
  normalizeMobileInput,
  validateEmailLogin,
  validateNewsletterEmail,
  validateResetPassword,
  validateSignupEmail,
  validateSignupName,
} from '../src';

describe('mobile input handling (docs/decisions/api-and-validation.md, Validation messages)', () => {
  it('strips non-digits, drops a leading 91 and keeps 10 digits', () => {
    expect(normalizeMobileInput('+91 98765-43210')).toBe('9876543210');
    expect(normalizeMobileInput('98765 43210 99')).toBe('9876543210');
    expect(normalizeMobileInput('abc')).toBe('');
  });
});

describe('e-mail login messages', () => {
  it('gives the required messages in order', () => {
    expect(validateEmailLogin('', '')).toBe('Email and password are required');
    expect(validateEmailLogin('', 'x')).toBe('Email is required');
    expect(validateEmailLogin('asha', 'x')).toBe('Invalid email format');
    expect(validateEmailLogin('a@b@c.com', 'x')).toBe('Invalid email domain');
    expect(validateEmailLogin('asha@example..com', 'x')).toBe('Invalid email domain');
    expect(validateEmailLogin('asha@example.com', '')).toBe('Password is required');
    expect(validateEmailLogin('asha@example.com', 'secret')).toBeNull();
  });

  it('accepts multi-level Indian domains (docs/decisions/api-and-validation.md, E-mail domain rule)', () => {
    expect(validateEmailLogin('name@yahoo.co.in', 'x')).toBeNull();
    expect(validateSignupEmail('name@iitb.ac.in')).toBeNull();
  });

  it('refuses markup in the address but keeps the characters real addresses use', () => {
    expect(validateSignupEmail('<script>alert(1)</script>@example.com')).toBe(
      'Please enter valid email address',
    );
    expect(validateEmailLogin('<img src=x>@example.com', 'x')).toBe('Invalid email format');
    expect(validateSignupEmail("o'brien+sarees@example.co.in")).toBeNull();
  });
});

describe('sign-up and reset messages', () => {
  it('checks the name', () => {
    expect(validateSignupName('')).toBe('Name is required!');
    expect(validateSignupName('Asha1')).toBe('Name must contain only letters.');
    expect(validateSignupName('Al')).toBe('Name must be at least 3 character long');
    expect(validateSignupName("Asha D'Souza-Patil")).toBeNull();
  });

  it('checks the new password', () => {
    expect(validateResetPassword('', '')).toBe('New password is required!');
    expect(validateResetPassword('abc', '')).toBe(
      'New password must be at least 6 characters long!',
    );
    expect(validateResetPassword('abcdef', '')).toBe('Confirm password is required!');
    expect(validateResetPassword('abcdef', 'abcdeg')).toBe(
      'New password and confirm password do not match!',
    );
  });

  it('checks the newsletter address', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required!');
    expect(validateNewsletterEmail('not-an-email')).toBe('Email address is invalid!');
    expect(validateNewsletterEmail('asha@example.in')).toBeNull();
  });
});

describe('money', () => {
  it("writes an invoice's figures with two decimals and no rupee sign", () => {
    expect(formatAmount(1250)).toBe('1,250.00');
    expect(formatAmount(124999.5)).toBe('1,24,999.50');
    expect(formatAmount(59.524)).toBe('59.52');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('writes a count with Indian grouping', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1250)).toBe('1,250');
    expect(formatCount(124999)).toBe('1,24,999');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatMoney(124999)).toBe('₹1,24,999');
    expect(formatMoney(1499.5)).toBe('₹1,499.50');
    // The same text as the platform's en-IN currency format, across groupings and signs.
    const intl = (rupees: number, digits: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(rupees);
    for (const rupees of [
      0, 5, 99, 100, 999, 1000, 12345, 123456, 1234567, 98765432, 123456789012,
    ]) {
      expect(formatMoney(rupees)).toBe(intl(rupees, 0));
      expect(formatMoney(-rupees || 0)).toBe(intl(-rupees || 0, 0));
      expect(formatMoney(rupees + 0.5)).toBe(intl(rupees + 0.5, 2));
      expect(formatMoney(rupees + 0.05)).toBe(intl(rupees + 0.05, 2));
    }
  });
});
