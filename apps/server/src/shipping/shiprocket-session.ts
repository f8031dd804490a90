import { ShippingProviderError } from './provider';

/**
 * Shiprocket's API token: POST /v1/external/auth/login with the API user's e-mail and password
 * answers a JWT that is valid for 10 days (240 hours). One token serves every call until it
 * expires; a 401 before then (revoked, or the password changed) drops it and logs in again.
 */

/** Shiprocket's documented lifetime, used when the token does not say its own. */
export const TOKEN_LIFETIME_MS = 240 * 3600_000;
/** Logs in again this long before the expiry, so no call goes out on a token about to lapse. */
const RENEW_BEFORE_MS = 60_000;

export interface ShiprocketLogin {
  baseUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
  now?: () => number;
}

/** The expiry a JWT carries (its `exp`, in seconds), or null when it is not a JWT with one. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface ShiprocketSession {
  /** A token that is valid now: the kept one, or a new login's. */
  token(): Promise<string>;
  /** The API refused this token: the next call logs in again (unless another already did). */
  refused(token: string): void;
}

export function shiprocketSession(login: ShiprocketLogin): ShiprocketSession {
  const now = login.now ?? Date.now;
  let kept: { token: string; expiresAt: number } | null = null;
  // Calls that find no token at once share one login.
  let pending: Promise<string> | null = null;

  async function logIn(): Promise<string> {
    let response: Response;
    try {
      response = await fetch(new URL('/v1/external/auth/login', login.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: login.email, password: login.password }),
        signal: AbortSignal.timeout(login.timeoutMs),
      });
    } catch (error) {
      throw new ShippingProviderError(
        `Shiprocket unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as {
      token?: unknown;
      message?: unknown;
    };
    if (!response.ok || typeof answer.token !== 'string' || answer.token === '')
      throw new ShippingProviderError(
        `Shiprocket refused the login (${response.status}): ${String(answer.message ?? 'no token')}; check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (an API user, Settings > API)`,
        response.status < 500,
      );
    const issuedAt = now();
    kept = {
      token: answer.token,
      expiresAt: tokenExpiry(answer.token) ?? issuedAt + TOKEN_LIFETIME_MS,
    };
    return answer.token;
  }

  return {
    async token() {
      if (kept && now() < kept.expiresAt - RENEW_BEFORE_MS) return kept.token;
      pending ??= logIn().finally(() => {
        pending = null;
      });
      return pending;
    },
    refused(token) {
      if (kept?.token === token) kept = null;
    },
  };
}
