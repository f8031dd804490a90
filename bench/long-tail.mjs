// Long-tail catalogue benchmark: the shopper calls answered for the first time. Every search
// suggestion asks for a text never asked before and every listing for a filter combination never
// asked before, warm-up included, so no response cache can answer: this measures the queries.
// Requests carry a browser's Accept-Encoding, so answers are compressed as shoppers get them
// (figures before 2026-11-28 in README.md were taken without it).
// Texts and filters are made of the running store's own words and filter choices, in an order
// fixed by --seed. Build first (`npm run build`); then, from the repository root:
//   node bench/long-tail.mjs [--products 500] [--engine pglite|postgres] [--duration 15]
//                            [--warmup 3] [--connections 20] [--only search|listing]
//                            [--seed 1] [--port 3320] [--server apps/server/dist/server.js]
//                            [--against <another build's server.js>] [--rounds 1]
// --against compares two builds: both servers run on the same catalogue, and their runs alternate
// (A, B, A, B…, --rounds of each per call), each server sent the same sequence of texts. A
// machine whose speed drifts from minute to minute slows both alike; compare builds this way.
// Writes bench/results/long-tail-<engine>-<products>-<time>.json and prints a table.
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIdentity } from './lib/build-identity.mjs';
import { CallStats } from './lib/call-stats.mjs';
import { readCatalogueWords } from './lib/catalogue-words.mjs';
import { listingQuerySource } from './lib/listing-queries.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { searchTextSource } from './lib/search-texts.mjs';
import { seededRandom } from './lib/seeded-random.mjs';
import { BROWSER_API_HEADERS, root, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '500' },
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '3320' },
    // A copy of another build's launcher, to compare builds side by side.
    server: { type: 'string', default: 'apps/server/dist/server.js' },
    against: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
});
if (!['pglite', 'postgres'].includes(values.engine))
  throw new Error('--engine must be pglite or postgres');
const CALLS = {
  search: {
    source: (vocabulary, random) => {
      const texts = searchTextSource(vocabulary, random);
      return {
        next() {
          const { text, kind } = texts.next();
          return { path: `/api/website/product/search/${encodeURIComponent(text)}`, kind };
        },
        summary: texts.summary,
      };
    },
  },
  listing: { source: listingQuerySource },
};
if (values.only && !(values.only in CALLS)) throw new Error('--only must be search or listing');
const calls = values.only ? [values.only] : Object.keys(CALLS);
const seed = Number(values.seed);

/** The machine's load average over 1, 5 and 15 minutes: another engineer may share the cores. */
const loadAverage = () => loadavg().map((v) => Math.round(v * 100) / 100);

/**
 * One autocannon run whose every request takes the source's next path. Counts what was sent
 * and the answers that listed nothing (`"data":[]`), and times each kind of request apart.
 */
async function run(base, source, seconds) {
  const paths = new Set();
  const byKind = new CallStats();
  let generated = 0;
  let empty = 0;
  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: seconds,
    headers: BROWSER_API_HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest(request, context) {
          const { path, kind } = source.next();
          generated++;
          paths.add(path);
          context.kind = kind;
          // Without pipelining the request goes out as soon as it is built.
          context.startedAt = process.hrtime.bigint();
          return { ...request, path };
        },
        onResponse(status, body, context) {
          byKind.record(context.kind, context.startedAt, status, body);
          if (status >= 200 && status < 300 && body.includes('"data":[]')) empty++;
        },
      },
    ],
  });
  const kinds = byKind.rows(result.duration);
  const firstFailure = kinds.find((k) => k.firstFailure)?.firstFailure ?? null;
  return { result, generated, distinct: paths.size, empty, firstFailure, kinds };
}

const entries = [values.server, values.against].filter(Boolean).map((e) => resolve(root, e));
const databases = [];
const servers = [];
const stopAll = async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(databases.map((database) => database?.drop()));
};
const loadAtStart = loadAverage();
try {
  for (const [i, entry] of entries.entries()) {
    const postgres =
      values.engine === 'postgres'
        ? await createDatabase(i === 0 ? 'long_tail' : 'long_tail_b')
        : null;
    databases.push(postgres);
    const server = await startServer({
      port: Number(values.port) + i,
      demoProducts: Number(values.products),
      env: postgres ? { DATABASE_URL: postgres.url } : {},
      entry,
    });
    const build = buildIdentity(root, entry);
    servers.push(Object.assign(server, { build, label: String.fromCharCode(65 + i) }));
    console.log(
      `server ${server.label} ready after ${server.readyAfterMs} ms with ${values.products} demo products on ${values.engine}` +
        ` (commit ${build.commit}${build.sourceChanged ? ' + uncommitted changes' : ''}, bundle ${build.bundleSha256} built ${build.bundleBuiltAt})`,
    );
  }
} catch (error) {
  await stopAll();
  throw error;
}

try {
  await new Promise((r) => setTimeout(r, 3000));
  for (const s of servers) s.idleRssMb = s.peakRssMb = s.rssMb();
  const idleRss = servers.map((s) => `${s.idleRssMb} MB`).join(' and ');
  const readStarted = Date.now();
  // The builds serve the same demo catalogue: its words are read once.
  const vocabulary = await readCatalogueWords(servers[0].base);
  console.log(
    `vocabulary: ${vocabulary.words.length} words, ${vocabulary.colours.length} colours, ` +
      `${vocabulary.garments.length} garment words from ${vocabulary.productsRead} products ` +
      `and ${vocabulary.categories.length} categories (read in ${Date.now() - readStarted} ms); idle RSS ${idleRss}`,
  );

  const rows = [];
  for (const [index, call] of calls.entries()) {
    // Each call its own sequence, so --only search sends what a full run sends; each server its
    // own copy of it, so both are asked the same texts in the same order.
    const sources = servers.map(() => CALLS[call].source(vocabulary, seededRandom(seed + index)));
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (const [i, s] of servers.entries()) {
        const source = sources[i];
        const loadBefore = loadAverage();
        const warmup = await run(s.base, source, Number(values.warmup));
        const sampler = setInterval(() => (s.peakRssMb = Math.max(s.peakRssMb, s.rssMb())), 250);
        const measured = await run(s.base, source, Number(values.duration));
        clearInterval(sampler);
        const { result } = measured;
        const summary = source.summary();
        const row = {
          call,
          server: s.label,
          round,
          bundle: s.build.bundleSha256,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          answered: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          sent: result.requests.sent,
          distinct: measured.distinct,
          generated: measured.generated,
          warmupRequests: warmup.generated,
          repeats: summary.repeats,
          empty: measured.empty,
          firstFailure: measured.firstFailure ?? warmup.firstFailure,
          loadAverage: { before: loadBefore, after: loadAverage() },
          rssMbAfter: s.rssMb(),
          byKind: measured.kinds,
          sequence: summary,
        };
        rows.push(row);
        console.log(
          `${call}${servers.length > 1 ? ` ${s.label}, round ${round}` : ''}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, ` +
            `errors ${row.errors} (timeouts ${row.timeouts}), ` +
            `${row.distinct} distinct requests (${row.repeats} repeats), load ${loadBefore[0]} -> ${row.loadAverage.after[0]}`,
        );
        if (row.firstFailure) console.log(`  first failure: ${row.firstFailure}`);
      }
    }
  }
  for (const s of servers) s.afterRssMb = s.rssMb();

  const report = {
    bench: 'long-tail',
    products: Number(values.products),
    engine: values.engine,
    connections: Number(values.connections),
    warmupSeconds: Number(values.warmup),
    durationSeconds: Number(values.duration),
    seed,
    rounds: Number(values.rounds),
    at: new Date().toISOString(),
    loadAverageAtStart: loadAtStart,
    servers: servers.map((s) => ({
      label: s.label,
      build: s.build,
      readyAfterMs: s.readyAfterMs,
      rssMb: { idle: s.idleRssMb, peak: s.peakRssMb, after: s.afterRssMb },
    })),
    vocabulary: {
      words: vocabulary.words.length,
      colours: vocabulary.colours.length,
      garments: vocabulary.garments.length,
      productsRead: vocabulary.productsRead,
      categories: vocabulary.categories.length,
      filters: vocabulary.filters,
    },
    rows,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(
    root,
    'bench/results',
    `long-tail-${values.engine}-${values.products}-${report.at.slice(0, 19)}.json`,
  );
  writeFileSync(file, JSON.stringify(report, null, 2));

  console.log(
    `\n${values.engine}, ${values.products} products, ${values.connections} connections, ` +
      `${values.warmup} s warm-up + ${values.duration} s`,
  );
  for (const s of servers)
    console.log(
      `server ${s.label} (bundle ${s.build.bundleSha256}): ready after ${s.readyAfterMs} ms; ` +
        `RSS idle ${s.idleRssMb} MB, peak ${s.peakRssMb} MB, after ${s.afterRssMb} MB`,
    );
  console.log(
    '\n| call | server | round | req/s | p50 ms | p99 ms | non-2xx | errors (timeouts) | distinct requests | repeats | empty answers | load avg before -> after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.call} | ${r.server} | ${r.round} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} (${r.timeouts}) | ` +
        `${r.distinct} | ${r.repeats} | ${r.empty} | ${r.loadAverage.before[0]} -> ${r.loadAverage.after[0]} |`,
    );
  for (const r of rows.filter((row) => Object.keys(row.sequence.usedUpAt ?? {}).length > 0))
    console.log(
      `${r.call} ${r.server}, round ${r.round}: used up (after n texts, warm-up included): ${JSON.stringify(r.sequence.usedUpAt)}; ` +
        'their turns went to any two catalogue words',
    );
  console.log('\nBy kind of request (timed by the bench from sending to the answer):');
  console.log(
    '\n| call | server | round | kind | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows)
    for (const k of r.byKind.sort((a, b) => b.p50 - a.p50))
      console.log(
        `| ${r.call} | ${r.server} | ${r.round} | ${k.call} | ${k.rps} | ${k.p50} | ${k.p99} | ${k.non2xx} |`,
      );
  console.log(`\nwritten ${file}`);
} finally {
  await stopAll();
}
