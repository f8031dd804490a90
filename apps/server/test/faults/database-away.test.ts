/**
 * Faults: the database going away answers 503 with a clear message, and the same running
 * instance answers normally again once the database is back (no restart). PostgreSQL only: the
 * embedded database lives inside the process and cannot go away on its own.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../src/db/unavailable';
import { guest } from '../cart/shopper-kit';
import { buildTestApp } from '../helpers/build-app';
import { postgresUnavailable } from '../helpers/postgres';

const adminUrl = process.env.TEST_DATABASE_URL;
const reachable = (await postgresUnavailable(adminUrl)) === null;

describe.skipIf(!reachable)(
  'when PostgreSQL goes away and comes back (needs PostgreSQL: TEST_DATABASE_URL)',
  () => {
    let app: FastifyInstance;
    let admin: pg.Client;
    let databaseName: string;

    beforeAll(async () => {
      app = await buildTestApp();
      databaseName = new URL(app.config.databaseUrl!).pathname.slice(1);
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
      await admin?.end();
      await app?.close();
    });

    /** Cuts every connection of the app and refuses new ones, as a database outage does. */
    async function takeDatabaseAway() {
      await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [databaseName],
      );
    }

    it('answers 503 with a clear message while it is away, and 200 again once it is back', async () => {
      const shopper = guest(app);
      const cart = () => shopper.call('GET', 'website/cart/cart-items', { query: shopper.owner });
      expect((await cart()).status).toBe(200);

      await takeDatabaseAway();
      // Several calls: the first may meet a pooled connection that was just cut, later ones a
      // connection attempt the database refuses; both are the database being away.
      for (let attempt = 0; attempt < 3; attempt++) {
        const away = await cart();
        expect(away.status).toBe(503);
        expect(away.body).toEqual({ status: false, message: DATABASE_UNAVAILABLE, data: null });
      }

      await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
      const back = await cart();
      expect(back.status).toBe(200);
      expect(back.body.status).toBe(true);
    });
  },
);
