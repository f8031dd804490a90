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
 * OWASP's Password Storage Cheat Sheet minimum for scrypt, N = 2^17 with r = 8 and p = 1: each hash
 * needs 128 * N * r bytes (128 MiB) and about half a second of one core on a 2-core machine
 * (docs/operations.md). Production refuses a lower PASSWORD_COST_LOG2.
 */
export const PRODUCTION_PASSWORD_COST_LOG2 = 17;

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

/** Node refuses scrypt above 32 MiB unless allowed more; OpenSSL counts a little over 128 * N * r. */
const maxMemory = (cost: ScryptCost) => 2 * 128 * cost.N * cost.r;

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return null;
  return {
    cost: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(saltText, 'base64'),
    key: Buffer.from(keyText, 'base64'),
  };
}

export interface PasswordHasher {
  /**
   * Hash in a self-describing form, scrypt$N$r$p$salt$key (base64): each hash names its own cost,
   * so hashes made at an older cost keep verifying after it is raised.
   */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made at a lower cost than today's: it is replaced at the next login. */
  needsRehash(stored: string): boolean;
  /**
   * One full check against a hash nobody owns: a login for an address without an account costs as
   * much as a wrong password, so the timing tells nothing.
   */
  verifyNobody(password: string): Promise<void>;
}

/** Hashes at N = 2^costLog2 (PASSWORD_COST_LOG2; tests run cheaper, production never does). */
export function passwordHasher(costLog2 = PRODUCTION_PASSWORD_COST_LOG2): PasswordHasher {
  const cost: ScryptCost = { N: 2 ** costLog2, r: 8, p: 1 };
  let nobody: Promise<string> | null = null;

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseHash(stored);
    if (!parsed) return false;
    const key = await scrypt(password, parsed.salt, parsed.key.length, {
      ...parsed.cost,
      maxmem: maxMemory(parsed.cost),
    });
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxMemory(cost) });
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
  }

  return {
    hash,
    verify,
    needsRehash(stored) {
      const parsed = parseHash(stored);
      return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
    },
    async verifyNobody(password) {
      nobody ??= hash('kesariya-timing-equaliser');
      await verify(password, await nobody);
    },
  };
}
