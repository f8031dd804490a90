import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link that works without logging in (a COD confirmation, a failed delivery's
 * retry) and what the store keeps of it: only its SHA-256, so a leaked table opens nothing.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
