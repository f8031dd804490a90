import { STORAGE_KEYS } from '@kesariya/shared';
import { removeStorage, writeStorage } from './storage';

/**
 * The spec keeps a display copy of the user in local storage (`info`); DESIGN.md: it never
 * authorises anything, the session cookie does.
 */
export function saveLogin(info: unknown): void {
  writeStorage(STORAGE_KEYS.info, JSON.stringify(info));
  writeStorage(STORAGE_KEYS.isLoggedIn, 'true');
}

/** Spec section 4, logout success: clear info, isLoggedIn, isPopShow and isRegistered. */
export function clearLogin(): void {
  removeStorage(STORAGE_KEYS.info);
  removeStorage(STORAGE_KEYS.isLoggedIn);
  removeStorage(STORAGE_KEYS.isPopShow);
  removeStorage(STORAGE_KEYS.isRegistered);
}
