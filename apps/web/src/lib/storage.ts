import { isGuestSessionId, STORAGE_KEYS } from '@kesariya/shared';

/** Local storage can throw (private mode, quota, disabled); the store must keep working without it. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** 128 random bits: a UUID, or where randomUUID is missing (plain-HTTP pages), 16 random bytes. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A random id made on the first visit; it identifies the guest's cart, so it must not be guessable:
 * 128 random bits from the browser's cryptographic generator, never Math.random. An id kept from an
 * older build that the server would refuse is replaced.
 */
export function getSessionId(): string {
  const existing = readStorage(STORAGE_KEYS.sessionId);
  if (existing && isGuestSessionId(existing)) return existing;
  const created = randomId();
  writeStorage(STORAGE_KEYS.sessionId, created);
  return created;
}

/** Stored on every navigation, defaults to '/'. */
export function getLastVisitedPage(): string {
  return readStorage(STORAGE_KEYS.lastVisitedPage) || '/';
}

export function setLastVisitedPage(path: string): void {
  writeStorage(STORAGE_KEYS.lastVisitedPage, path);
}
