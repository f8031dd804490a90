import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const KEY_LENGTH = 64;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet minimum for scrypt. Each hash needs 128 * N * r bytes
 * (128 MiB) and about half a second of one core on a 2-core machine (docs/operations.md).
 */
const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Node refuses scrypt above 32 MiB unless allowed more; OpenSSL counts a little over 128 * N * r. */
const MAX_MEMORY = 2 * 128 * PASSWORD_COST.N * PASSWORD_COST.r;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hash in a self-describing form, scrypt$N$r$p$salt$key (base64): each hash names its own cost, so
 * hashes made at an older cost keep verifying after it is raised.
 */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PASSWORD_COST;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return null;
  return {
    cost: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(saltText, 'base64'),
    key: Buffer.from(keyText, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, {
    ...parsed.cost,
    maxmem: MAX_MEMORY,
  });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made at a lower cost than today's: it is replaced at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.cost.N < PASSWORD_COST.N ||
    parsed.cost.r < PASSWORD_COST.r ||
    parsed.cost.p < PASSWORD_COST.p
  );
}
