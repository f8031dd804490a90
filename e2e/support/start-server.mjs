// Starts the built server for the browser tests on a fresh embedded database in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'kesariya-e2e-'));
// The store owner's account, made when the database is seeded: tests move orders as staff with it.
const staff = JSON.parse(readFileSync(new URL('./staff-account.json', import.meta.url), 'utf8'));

const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    // Every browser test comes from 127.0.0.1, and sign-ups and logins each send OTPs: the per-IP
    // limits of the account calls (30 OTPs an hour, ...) would stop the suite halfway. Per-phone and
    // per-e-mail limits stay as in production; the tests use a fresh phone and e-mail each.
    AUTH_IP_LIMIT_FACTOR: '20',
    // Each sign-up, login and password change hashes: at production's cost they took much of the
    // suite's CPU. What the cost itself does is tested on the server.
    PASSWORD_COST_LOG2: '12',
    // The proof of work before each mobile OTP, at a tenth of production's: createAccount solves
    // one in Node for every account the tests make. Production's cost is tested on a server of its
    // own (otp-challenge.spec.ts).
    OTP_CHALLENGE_MAX_NUMBER: '5000',
    ADMIN_EMAIL: staff.email,
    ADMIN_PASSWORD: staff.password,
  },
});

function stop(signal) {
  server.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
