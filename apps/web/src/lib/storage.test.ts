import { beforeEach, describe, expect, it } from 'vitest';
import { getLastVisitedPage, getSessionId, setLastVisitedPage } from './storage';

describe('storage helpers', () => {
  beforeEach(() => localStorage.clear());

  it('defaults the last visited page to /', () => {
    expect(getLastVisitedPage()).toBe('/');
  });

  it('remembers the last visited page', () => {
    setLastVisitedPage('/faq');
    expect(localStorage.getItem('lastVisitedPage')).toBe('/faq');
    expect(getLastVisitedPage()).toBe('/faq');
  });

  it('creates the session id once, as a UUID, and keeps it', () => {
    const first = getSessionId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('session_id')).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('replaces a guessable session id an older build made', () => {
    localStorage.setItem('session_id', 'lq2x9k-4fz1');
    const replaced = getSessionId();
    expect(replaced).not.toBe('lq2x9k-4fz1');
    expect(localStorage.getItem('session_id')).toBe(replaced);
  });

  it('falls back to crypto.getRandomValues without randomUUID, never Math.random', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = getSessionId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
