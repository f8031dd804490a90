import { STORAGE_KEYS } from '@kesariya/shared';
import { removeStorage, writeStorage } from './storage';

/**
 * A display copy of the user lives in local storage (`info`); it never authorises anything, the
 * session cookie does (docs/decisions/auth-and-sessions.md, Sessions and identity).
 */
export function saveLogin(info: unknown): void {
  writeStorage(STORAGE_KEYS.info, JSON.stringify(info));
  writeStorage(STORAGE_KEYS.isLoggedIn, 'true');
}

/** Logout success: clear info, isLoggedIn, isPopShow and isRegistered. */
export function clearLogin(): void {
  removeStorage(STORAGE_KEYS.info);
  removeStorage(STORAGE_KEYS.isLoggedIn);
  removeStorage(STORAGE_KEYS.isPopShow);
  removeStorage(STORAGE_KEYS.isRegistered);
}
