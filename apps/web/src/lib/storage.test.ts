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

  it('creates the session id once and keeps it', () => {
    const first = getSessionId();
    expect(first).toMatch(/\S{8,}/);
    expect(localStorage.getItem('session_id')).toBe(first);
    expect(getSessionId()).toBe(first);
  });
});
