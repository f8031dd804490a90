// `npm test`: unit and server tests (PGlite), the server tests again on PostgreSQL when one is
// configured, then the production build and the browser tests against it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: merged });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

const embedded = { TEST_DATABASE_URL: undefined, DATABASE_URL: undefined };
run('Unit and server tests (embedded PGlite)', 'npx', ['vitest', 'run'], embedded);
if (postgresUrl) {
  run('Server tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: postgresUrl,
    DATABASE_URL: undefined,
  });
} else {
  console.log('\nTEST_DATABASE_URL is not set: server tests ran on the embedded database only.');
}
run('Production build', 'npm', ['run', 'build']);
run('Browser tests (Playwright, Chromium)', 'npm', ['test', '-w', 'e2e'], embedded);
