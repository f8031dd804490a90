// Startup and idle memory (docs/decisions/pages-and-performance.md, Pages that feel instant). Seeds
// a fresh data folder (or database) with --products demo products once, then restarts the built
// server on it several times through each launcher and reports the time from spawn to the first 200
// from /api/ready, where the time went (from the server's 'database ready' log line) and the idle
// RSS of the server process. Exits with 1 when `npm start` misses a budget.
//   node startup.mjs [--runs 3] [--database pglite|postgres] [--products 500] [--port 3253]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from './lib/postgres.mjs';
import { processTree, rssMb, terminateTree } from './lib/process-tree.mjs';
import { AUTH, productionEnv, root } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    database: { type: 'string', default: 'pglite' },
    port: { type: 'string', default: '3253' },
    idle: { type: 'string', default: '5' },
    products: { type: 'string', default: '500' },
  },
});
/** Idle memory by engine, for a catalogue up to the number of products given. */
const MEMORY_BUDGETS_MB = {
  pglite: [
    [500, 250],
    [50_000, 600],
  ],
  postgres: [
    [500, 150],
    [50_000, 500],
  ],
};
const products = Number(values.products);
const memoryBudget = MEMORY_BUDGETS_MB[values.database].find(([upTo]) => products <= upTo);
const BUDGET = { firstAnswerMs: 1000, idleRssMb: memoryBudget?.[1] ?? Infinity };
const base = `http://127.0.0.1:${values.port}`;

const launchers = {
  'npm start': ['npm', ['start']],
  'node scripts/start.mjs': [process.execPath, ['scripts/start.mjs']],
  'node dist/server.js': [process.execPath, ['apps/server/dist/server.js']],
};

const postgres = values.database === 'postgres' ? await createDatabase('startup') : null;
const dataDir = postgres ? null : mkdtempSync(join(tmpdir(), 'kesariya-startup-'));
// The SMS gateway and mail stand-ins serve every restart and close at the end of the run.
const production = await productionEnv();
const env = {
  ...process.env,
  ...production.env,
  PORT: values.port,
  DEMO_DATA: 'true',
  DEMO_PRODUCTS: values.products,
  ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
};

/** Starts one launcher, waits for the first 200 from /api/ready, lets it idle, stops it. */
async function launch([command, args], { idleSeconds }) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    const res = await fetch(`${base}/api/ready`, { headers: { authorization: AUTH } }).catch(
      () => null,
    );
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  const firstAnswerMs = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const server = processTree(child.pid).at(-1); // the innermost process is the server
  const idleRss = rssMb(server);
  const exited = new Promise((r) => child.once('exit', r));
  terminateTree(child.pid);
  await exited;
  const lines = log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  const db = lines.find((line) => line.msg === 'database ready');
  const listening = lines.find((line) => line.msg?.startsWith('Server listening'));
  return { firstAnswerMs, idleRss, db, listeningAt: listening?.time, readyLogAt: db?.time };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const seeded = await launch(launchers['node dist/server.js'], { idleSeconds: 0 });
  console.log(`first start (migrate + seed): ${seeded.firstAnswerMs} ms`);
  const nodeAlone = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const t = performance.now();
    await new Promise((r) => spawn(process.execPath, ['-e', '0']).once('exit', r));
    nodeAlone.push(performance.now() - t);
  }
  console.log(`node -e 0: ${Math.round(median(nodeAlone))} ms`);
  const rows = [];
  for (const [name, launcher] of Object.entries(launchers)) {
    const runs = [];
    for (let i = 0; i < Number(values.runs); i++)
      runs.push(await launch(launcher, { idleSeconds: Number(values.idle) }));
    const pick = (f) => Math.round(median(runs.map(f)));
    const row = {
      launcher: name,
      firstAnswerMs: pick((r) => r.firstAnswerMs),
      allRunsMs: runs.map((r) => r.firstAnswerMs),
      // Inside the server process: module loading and app setup before the database plugin ran,
      // the database phases, then route registration and listen.
      beforeDatabaseMs: pick(
        (r) => r.db.sinceProcessStartMs - r.db.openMs - r.db.migrateMs - r.db.seedMs,
      ),
      openMs: pick((r) => r.db.openMs),
      migrateMs: pick((r) => r.db.migrateMs),
      seedCheckMs: pick((r) => r.db.seedMs),
      routesAndListenMs: pick((r) => r.listeningAt - r.readyLogAt),
      idleRssMb: pick((r) => r.idleRss),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  console.log(
    `\n| launcher | first answer ms (median of ${values.runs}) | before db | db open | migrations | seed check | routes + listen | idle RSS MB |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.launcher} | ${r.firstAnswerMs} (${r.allRunsMs.join(', ')}) | ${r.beforeDatabaseMs} | ${r.openMs} | ${r.migrateMs} | ${r.seedCheckMs} | ${r.routesAndListenMs} | ${r.idleRssMb} |`,
    );
  const npmStart = rows[0];
  const startMet = npmStart.firstAnswerMs <= BUDGET.firstAnswerMs;
  const memoryMet = npmStart.idleRssMb <= BUDGET.idleRssMb;
  console.log(
    `\nbudgets (${values.database}, ${products} products): first answer through npm start ${npmStart.firstAnswerMs} ms (<= ${BUDGET.firstAnswerMs}) ${startMet ? 'PASS' : 'FAIL'}; idle RSS ${npmStart.idleRssMb} MB (<= ${BUDGET.idleRssMb}) ${memoryMet ? 'PASS' : 'FAIL'}`,
  );
  if (!startMet || !memoryMet) process.exitCode = 1;
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
  await production.stop();
}
