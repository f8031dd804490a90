/**
 * Password hashes at OWASP's scrypt cost (N=2^17, r=8, p=1); a hash made at the earlier cost
 * (N=2^15) keeps working and is replaced at its owner's next successful login.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { passwordHasher, PRODUCTION_PASSWORD_COST_LOG2 } from '../../src/lib/password';
import { Browser, uniqueEmail } from '../auth/kit';
import { buildTestApp } from '../helpers/build-app';

const CURRENT_COST = 'scrypt$131072$8$1$';

/** A hash as the server made them before the cost was raised. */
function earlierHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  const { hash, verify, needsRehash } = passwordHasher();
  it('are made at N=2^17, r=8, p=1 and name their cost', async () => {
    const stored = await hash('jasmine-garland-7');
    expect(stored.startsWith(CURRENT_COST)).toBe(true);
    expect(await verify('jasmine-garland-7', stored)).toBe(true);
    expect(await verify('jasmine-garland-8', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('made at the earlier cost still verify, and are due for a rehash', async () => {
    const stored = earlierHash('jasmine-garland-7');
    expect(await verify('jasmine-garland-7', stored)).toBe(true);
    expect(await verify('jasmine-garland-8', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe('POST /api/website/user/login with a hash of the earlier cost', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The other tests hash at a lower cost to save time; this one logs in as production does.
    app = await buildTestApp({ passwordCostLog2: PRODUCTION_PASSWORD_COST_LOG2 });
  });
  afterAll(async () => app?.close());

  async function earlierAccount(password: string) {
    const email = uniqueEmail('rehash');
    const [user] = await app.db
      .insert(users)
      .values({
        firstName: 'Meera',
        email,
        emailVerifiedAt: new Date(),
        passwordHash: earlierHash(password),
      })
      .returning();
    const storedHash = async () =>
      (await app.db.select().from(users).where(eq(users.id, user!.id)))[0]!.passwordHash!;
    return { email, storedHash };
  }

  it('logs in and replaces the hash with one at the current cost', async () => {
    const { email, storedHash } = await earlierAccount('monsoon-99');
    const before = await storedHash();
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'monsoon-99' })).status,
    ).toBe(200);
    const after = await storedHash();
    expect(after).not.toBe(before);
    expect(after.startsWith(CURRENT_COST)).toBe(true);
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'monsoon-99' })).status,
    ).toBe(200);
  });

  it('keeps the hash as it is after a wrong password', async () => {
    const { email, storedHash } = await earlierAccount('monsoon-99');
    const before = await storedHash();
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'monsoon-98' })).status,
    ).toBe(401);
    expect(await storedHash()).toBe(before);
  });
});
