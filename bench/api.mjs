// API load benchmark (budgets: docs/decisions/pages-and-performance.md, Pages that feel instant):
// autocannon, 20 connections, 15 s per call after a warm-up, against the built server on the
// embedded database, with a browser's Accept-Encoding (figures before 2026-11-28 in README.md were
// taken without it). Usage:
//   node api.mjs [--products 240] [--duration 15] [--connections 20]
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_API_HEADERS, getJson, root, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '240' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3300' },
  },
});

const BUDGETS = {
  listing: { rps: 700, p99: 50 },
  search: { rps: 1400, p99: 30 },
  detail: { rps: 1700, p99: 50 },
  'guest add-to-cart': { rps: 700, p99: 100 },
};

function load(base, requests, seconds) {
  return autocannon({
    url: base,
    connections: Number(values.connections),
    duration: seconds,
    headers: BROWSER_API_HEADERS,
    requests,
  });
}

const server = await startServer({
  port: Number(values.port),
  demoProducts: Number(values.products),
});
console.log(`server ready after ${server.readyAfterMs} ms with ${values.products} demo products`);

const listing = await getJson(server.base, '/api/website/product?page=1&limit=20');
const ids = listing.data.map((p) => p.id);
// A product with plenty of stock in one size, so the cart benchmark measures adds, not refusals.
const cartProduct = listing.data
  .flatMap((p) => p.sizes.map((s) => ({ id: p.id, size: s.size, stock: s.stock })))
  .sort((a, b) => b.stock - a.stock)[0];
const searchTexts = [
  'kurt',
  'banarsi',
  'silk saree',
  'lehenga',
  'maroon',
  'cotton',
  'sherwani',
  'anarkali',
];

const scenarios = {
  listing: [{ method: 'GET', path: '/api/website/product?page=1&limit=20&sort=popularity' }],
  search: searchTexts.map((t) => ({
    method: 'GET',
    path: `/api/website/product/search/${encodeURIComponent(t)}`,
  })),
  detail: ids.slice(0, 10).map((id) => ({ method: 'GET', path: `/api/website/product/${id}` })),
  // Every request is a new guest's first add (a fresh session_id), as shoppers arrive.
  'guest add-to-cart': [
    {
      method: 'POST',
      path: '/api/website/cart/add',
      headers: { ...BROWSER_API_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest(request) {
        const form = new URLSearchParams({
          user_id: '0',
          session_id: randomUUID(),
          product_id: String(cartProduct.id),
          qty: '1',
          size: cartProduct.size,
        });
        return { ...request, body: form.toString() };
      },
    },
  ],
};

const results = [];
for (const [name, requests] of Object.entries(scenarios)) {
  await load(server.base, requests, 3); // warm-up: caches, JIT, connection pool
  const r = await load(server.base, requests, Number(values.duration));
  const row = {
    call: name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    budget: BUDGETS[name],
  };
  row.pass = row.rps >= row.budget.rps && row.p99 <= row.budget.p99 && row.non2xx === 0;
  results.push(row);
  console.log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx} ${row.pass ? 'PASS' : 'FAIL'}`,
  );
}
const rssMb = server.rssMb();
console.log(`server memory after load: ${rssMb} MB`);
await server.stop();

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(
  root,
  'bench/results',
  `api-${values.products}-${new Date().toISOString().slice(0, 19)}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    { products: Number(values.products), readyAfterMs: server.readyAfterMs, rssMb, results },
    null,
    2,
  ),
);
console.log(`\n| call | req/s | p50 ms | p99 ms | budget |\n|---|---|---|---|---|`);
for (const r of results)
  console.log(
    `| ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | >= ${r.budget.rps} req/s, p99 <= ${r.budget.p99} ms |`,
  );
