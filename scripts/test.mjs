// `npm test`: the production build, then three lanes side by side: the browser tests against the
// build, then the unit tests; the server tests on the embedded PGlite; the server tests again on
// PostgreSQL when one is configured.
//
// The lanes overlap because none keeps two cores busy on its own: the browser tests mostly wait on
// pages and timers, the server tests on their databases and their timers. They share nothing: the
// browser tests' server runs the build on an embedded database in a temp folder and its own port,
// the server tests build their apps from source on databases of their own, and the ports they
// listen on are the system's choice. The build comes first, so the tests that look at the built
// storefront (admin-app.test.ts) always find it whole.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const embedded = { TEST_DATABASE_URL: undefined, DATABASE_URL: undefined };
// Output goes through pipes (two stages print at once), so colours are asked for explicitly.
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** Each stage's title, outcome and time, for the summary at the end. */
const stages = [];
/** The stages' processes still running, stopped with this one. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });

/**
 * Runs one stage. Its output is passed on line by line as it comes (`live`), or kept and printed
 * in one block when it ends, so that two stages running at once do not interleave their lines.
 */
function run(title, command, args, { env = {}, live = true } = {}) {
  const merged = { ...process.env, ...colour, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const stage = { title, ok: false, seconds: 0 };
  stages.push(stage);
  const started = Date.now();
  if (live) console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const kept = [];
    const partial = new Map();
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        if (!live) return void kept.push(text);
        // Whole lines only, so that a block printed by the other stage never splits one.
        const lines = ((partial.get(stream) ?? '') + text).split('\n');
        partial.set(stream, lines.pop());
        if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
      });
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      Object.assign(stage, { ok, seconds });
      for (const rest of partial.values()) if (rest) process.stdout.write(`${rest}\n`);
      if (!live) {
        console.log(`\n=== ${title} (finished after ${seconds} s) ===`);
        process.stdout.write(kept.join(''));
      }
      if (!ok) console.log(`\n${title} failed${signal ? ` (${signal})` : ''}.`);
      resolve(ok);
    });
  });
}

/** The server tests on the embedded engine, the one `npm start` runs. */
const embeddedServerTests = () =>
  run('Server tests (embedded PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], {
    env: embedded,
    live: false,
  });

/**
 * The browser tests, then the unit tests of the apps and the shared package: the browser tests are
 * the shortest of the three lanes' first stages, and the CPU is never idle, so the unit tests end
 * it about when the PGlite pass ends.
 */
async function browserThenUnitTests() {
  const browserOk = await run(
    'Browser tests (Playwright, Chromium)',
    'npm',
    ['test', '-w', 'e2e'],
    {
      env: embedded,
    },
  );
  const unitOk = await run(
    'Unit tests (shared, storefront, back office)',
    'npx',
    ['vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'admin'],
    { env: embedded, live: false },
  );
  return browserOk && unitOk;
}

/** The server tests again on PostgreSQL, when one is configured: only those that reach it. */
async function postgresServerTests() {
  if (!postgresUrl) {
    console.log('\nTEST_DATABASE_URL is not set: server tests ran on the embedded database only.');
    return true;
  }
  // apps/server/vitest.config.ts lists the files that never reach the database.
  return run('Server tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    env: { TEST_DATABASE_URL: postgresUrl, DATABASE_URL: undefined },
    live: false,
  });
}

const started = Date.now();
if (!(await run('Production build', 'npm', ['run', 'build']))) process.exit(1);
console.log(
  '\nThe browser tests run now, beside the unit and server tests; the latter print their output when each pass ends.',
);
const results = await Promise.all([
  browserThenUnitTests(),
  embeddedServerTests(),
  postgresServerTests(),
]);

console.log('\n=== Summary ===');
for (const stage of stages)
  console.log(
    `${stage.ok ? 'passed' : 'FAILED'}  ${String(stage.seconds).padStart(5)} s  ${stage.title}`,
  );
console.log(`in all ${Math.round((Date.now() - started) / 1000)} s`);
if (!results.every(Boolean)) process.exit(1);
