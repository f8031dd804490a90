import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { MEMORY_DATA_DIR, type Config } from '../../src/config';
import { auditLog, users } from '../../src/db/schema';
import { ALREADY_SET_UP, WRONG_SETUP_CODE } from '../../src/services/staff/first-owner';
import { PASSWORD_BREACHED } from '../../src/services/staff/password-strength';
import { fakeWebDist } from '../helpers/build-app';
import { createScratchDatabase } from '../helpers/postgres';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client, errorsOf } from '../media/admin-kit';

/**
 * A store started as an operator starts it, with its log kept: the setup code is read from there,
 * as the person who runs the server reads it. No demo catalogue, for a quick start.
 */
async function startStore(overrides: Partial<Config> = {}) {
  const lines: string[] = [];
  const app = await buildApp(
    {
      dataDir: MEMORY_DATA_DIR,
      demoData: false,
      webDistDir: fakeWebDist(),
      logger: true,
      redisUrl: undefined,
      passwordCostLog2: 12,
      adminEmail: undefined,
      adminPassword: undefined,
      ...overrides,
    },
    process.env,
    { write: (line) => lines.push(line) },
  );
  await app.ready();
  const printed = lines
    .map((line) => JSON.parse(line) as { setupCode?: string; msg: string })
    .filter((entry) => entry.setupCode);
  return { app, printed };
}

const OWNER = { name: 'Anita Joshi', email: 'anita@kesariya.test', password: 'first-owner-pass-1' };

const needed = async (client: Client) =>
  (await client.request<{ needed: boolean }>('GET', '/api/admin/setup')).body.data.needed;

const setUp = (client: Client, fields: Record<string, string>) =>
  client.request<{ email: string; role: string }>('POST', '/api/admin/setup', {
    json: { ...OWNER, ...fields },
  });

describe('the first run of the back office', () => {
  let app: FastifyInstance;
  let code: string;
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    database = adminUrl ? await createScratchDatabase(adminUrl) : null;
    const started = await startStore({ databaseUrl: database?.url });
    app = started.app;
    expect(started.printed).toHaveLength(1);
    code = started.printed[0]!.setupCode!;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('prints a one-time setup code in the log at start, three groups of four', () => {
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('says setup is needed while the store has no owner', async () => {
    expect(await needed(new Client(app))).toBe(true);
  });

  it('refuses a wrong code by its field, signing nobody in', async () => {
    const answer = await setUp(new Client(app), { setup_code: 'AAAA-BBBB-CCCC' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(WRONG_SETUP_CODE);
    expect(errorsOf(answer.body)).toEqual({ setup_code: WRONG_SETUP_CODE });
    expect(answer.setCookie).toBeNull();
    expect(await needed(new Client(app))).toBe(true);
  });

  it('asks for the staff password rules and names each field at fault', async () => {
    const answer = await setUp(new Client(app), {
      setup_code: code,
      name: '',
      email: 'not-an-address',
      password: 'short',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(errorsOf(answer.body)).sort()).toEqual(['email', 'name', 'password']);
    expect(errorsOf(answer.body).password).toBe('password must be at least 10 characters');
  });

  it('refuses a shopper’s e-mail and leaves the code working', async () => {
    await app.db.insert(users).values({
      email: 'meera@example.co.in',
      firstName: 'Meera',
      emailVerifiedAt: new Date(),
    });
    const answer = await setUp(new Client(app), { setup_code: code, email: 'meera@example.co.in' });
    expect(answer.status).toBe(409);
    expect(Object.keys(errorsOf(answer.body))).toEqual(['email']);
    expect(await needed(new Client(app))).toBe(true);
  });

  it('refuses a leaked or guessable password with the reason, and leaves the code working', async () => {
    const leaked = await setUp(new Client(app), { setup_code: code, password: 'qwertyuiop' });
    expect(leaked.status).toBe(400);
    expect(errorsOf(leaked.body)).toEqual({ password: PASSWORD_BREACHED });
    const named = await setUp(new Client(app), { setup_code: code, password: 'anitajoshi2025' });
    expect(named.status).toBe(400);
    expect(errorsOf(named.body).password).toMatch(
      /^This password is too easy to guess: it is built on your name, your e-mail or the store’s name\./,
    );
    expect(named.setCookie).toBeNull();
    expect(await needed(new Client(app))).toBe(true);
  });

  it('creates the owner with the right code, typed loosely, and signs them in', async () => {
    const owner = new Client(app);
    const answer = await setUp(owner, { setup_code: ` ${code.toLowerCase().replace(/-/g, ' ')} ` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      data: { email: OWNER.email, name: OWNER.name, role: 'owner' },
    });
    expect(owner.staffCookie).toMatch(/^kesariya_staff=/);
    const me = await owner.request<{ role: string }>('GET', '/api/admin/me');
    expect(me.body.data.role).toBe('owner');
    // The new owner signs in with the password they chose, like any owner.
    expect((await new Client(app).logIn(OWNER.email, OWNER.password)).status).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.setup'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ staffName: OWNER.name, targetType: 'staff' });
  });

  it('refuses the code a second time, and offers setup no more', async () => {
    const again = await setUp(new Client(app), {
      setup_code: code,
      email: 'someone.else@kesariya.test',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_SET_UP);
    expect(again.setCookie).toBeNull();
    expect(await needed(new Client(app))).toBe(false);
  });
});

describe('POST /api/admin/setup', () => {
  it('limits guessing from one address like the staff login', async () => {
    const { app } = await startStore();
    try {
      const guesser = new Client(app);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await setUp(guesser, { setup_code: `GUESS-${i}` })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
      expect(statuses[10]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('a store whose owner comes from ADMIN_EMAIL', () => {
  it('prints no setup code and needs no setup', async () => {
    const { app, printed } = await startStore({
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
    try {
      expect(printed).toEqual([]);
      const client = new Client(app);
      expect(await needed(client)).toBe(false);
      expect((await client.logIn(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

// Several instances on one database: each prints a code of its own, and any of them works on any
// instance, once, even when two people set up at the same moment.
describe.runIf(process.env.TEST_DATABASE_URL)('instances sharing one PostgreSQL', () => {
  it('take each other’s codes, and let only one owner in', async () => {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const first = await startStore({ databaseUrl: database.url });
    const second = await startStore({ databaseUrl: database.url });
    try {
      const [firstCode, secondCode] = [first, second].map((s) => s.printed[0]!.setupCode!);
      expect(firstCode).not.toBe(secondCode);
      const answers = await Promise.all([
        setUp(new Client(second.app), { setup_code: firstCode! }),
        setUp(new Client(first.app), { setup_code: secondCode!, email: 'late@kesariya.test' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const owners = await database.query<{ n: number }>(
        "select count(*)::int as n from users where role = 'owner'",
      );
      expect(owners[0]?.n).toBe(1);
      expect(await needed(new Client(first.app))).toBe(false);
    } finally {
      await Promise.all([first.app.close(), second.app.close()]);
      await database.drop();
    }
  });
});
