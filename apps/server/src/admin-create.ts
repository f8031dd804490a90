/**
 * `npm run admin:create -- --email owner@example.in [--name "Anita Joshi"]`: makes that address an
 * owner of the back office, with the password read from ADMIN_PASSWORD or typed at the prompt. It
 * is also the way back in for an owner who lost their password: an existing owner or staff account
 * gets the new password and the owner role, and loses its two-factor sign-in (the phone may be lost
 * too). A shopper's account is refused (staff keep an address of their own). With the embedded database, stop the store first: one process holds DATA_DIR.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN } from '@kesariya/shared/admin-schemas';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { passwordHasher } from './lib/password';
import { staffPasswordProblem } from './services/staff/password-strength';
import { makeOwner } from './services/staff/staff-accounts';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(`Password (at least ${STAFF_PASSWORD_MIN} characters): `);
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Give the owner’s e-mail: npm run admin:create -- --email owner@example.in');
    return 2;
  }
  const password = await askPassword();
  if (password.length < STAFF_PASSWORD_MIN) {
    console.error(`The password must be at least ${STAFF_PASSWORD_MIN} characters.`);
    return 2;
  }
  const problem = await staffPasswordProblem(password, { email, name: values.name });
  if (problem) {
    console.error(problem);
    return 2;
  }
  // The password read above may come from ADMIN_PASSWORD without ADMIN_EMAIL: only the database
  // settings matter here.
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.withMigrationLock(() => migrateDatabase(database));
    const outcome = await makeOwner(
      { db: database.db, passwords: passwordHasher(config.passwordCostLog2) },
      { email, password, name: values.name },
    );
    if (outcome === 'shopper') {
      console.error(
        `${email} belongs to a shopper’s account. Owners need an address of their own.`,
      );
      return 1;
    }
    const signIn = `${config.adminOrigin ?? ''}/admin`;
    console.log(
      outcome === 'created'
        ? `Owner account created for ${email}. Sign in at ${signIn}.`
        : `${email} is an owner again, with the new password and no two-factor sign-in. Sign in at ${signIn}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
