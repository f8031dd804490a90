// Shopper-mix load benchmark: every autocannon connection is one signed-in shopper who, visit
// after visit, opens a category listing, types into search (suggestions), opens two product
// pages and adds one to the cart; every third visit ends at checkout (the cart, then a Cash on
// Delivery order). Reports req/s, p50 and p99 per call, non-2xx answers and the server's memory.
//   node shopper-mix.mjs [--database pglite|postgres] [--products 240] [--duration 15]
//                        [--connections 20] [--port 3254]
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CallStats } from './lib/call-stats.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { AUTH, getJson, root, startServer } from './lib/server.mjs';
import { signUpShopper } from './lib/shoppers.mjs';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '240' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3254' },
  },
});
const connections = Number(values.connections);
const SEARCH_TEXTS = ['ku', 'kurt', 'sil', 'silk sa', 'leh', 'banar', 'sher', 'anark'];
// Keeps three items well under the Cash on Delivery limit (COD_LIMIT_RUPEES, 25,000 by default).
const MAX_PRICE_RUPEES = 4000;

const postgres = values.database === 'postgres' ? await createDatabase('shopper_mix') : null;
const server = await startServer({
  port: Number(values.port),
  demoProducts: Number(values.products),
  env: {
    // The per-IP sign-up and OTP limits assume one shopper per address; here all come from one.
    AUTH_IP_LIMIT_FACTOR: '1000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});

try {
  console.log(`server ready after ${server.readyAfterMs} ms (${values.database})`);
  const catalogue = await loadCatalogue(server.base);
  const shoppers = [];
  for (let i = 0; i < connections; i++)
    shoppers.push(await signUpShopper(server.base, server.otpInbox, i + 1));
  console.log(
    `${shoppers.length} shoppers signed up; ${catalogue.items.length} sizes in stock to buy`,
  );
  await new Promise((r) => setTimeout(r, 3000));
  const idleRssMb = server.rssMb();

  const stats = new CallStats();
  await load(server.base, visits(catalogue, shoppers, stats), 3); // warm-up
  stats.reset();
  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 250);
  const run = await load(server.base, visits(catalogue, shoppers, stats), Number(values.duration));
  clearInterval(sampler);
  const afterRssMb = server.rssMb();

  const rows = stats.rows(run.duration);
  console.log(`\n| call | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
  for (const r of rows.filter((row) => row.firstFailure))
    console.log(`first failure of ${r.call}: ${r.firstFailure}`);
  console.log(
    `| all | ${Math.round(run.requests.average)} | ${run.latency.p50} | ${run.latency.p99} | ${run.non2xx} |`,
  );
  console.log(
    `errors ${run.errors}, timeouts ${run.timeouts}; server RSS: idle ${idleRssMb} MB, peak ${peakRssMb} MB, after ${afterRssMb} MB`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(
    root,
    'bench/results',
    `shopper-mix-${values.database}-${values.products}-${new Date().toISOString().slice(0, 19)}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      { ...values, readyAfterMs: server.readyAfterMs, idleRssMb, peakRssMb, afterRssMb, rows },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await postgres?.drop();
}

function load(base, requests, seconds) {
  return autocannon({ url: base, connections, duration: seconds, requests });
}

/** Category ids to browse, and every affordable size in stock (shoppers buy round the list). */
async function loadCatalogue(base) {
  const categories = (
    await getJson(base, '/api/website/category?filter_parameter=parent&filter_value=0')
  ).data;
  const items = [];
  const productIds = [];
  for (let page = 1; ; page++) {
    const { data } = await getJson(base, `/api/website/product?page=${page}&limit=50`);
    if (data.length === 0) break;
    for (const product of data) {
      productIds.push(product.id);
      if (product.price > MAX_PRICE_RUPEES) continue;
      for (const size of product.sizes)
        if (size.stock >= 5) items.push({ productId: product.id, size: size.size });
    }
  }
  return { categoryIds: categories.map((c) => c.id), productIds, items };
}

/** One connection's request cycle: three visits, the last one ending at checkout. */
function visits(catalogue, shoppers, stats) {
  let nextShopper = 0;
  let nextItem = 0;
  let tick = 0;
  const pick = (list) => list[tick++ % list.length];

  function step(call, build) {
    return {
      method: 'GET',
      setupRequest(request, context) {
        context.shopper ??= shoppers[nextShopper++ % shoppers.length];
        context.sessionId ??= randomUUID();
        context.startedAt = process.hrtime.bigint();
        const built = build(context);
        return {
          ...request,
          ...built,
          headers: {
            authorization: AUTH,
            origin: server.base,
            cookie: context.shopper.cookie,
            'content-type': 'application/x-www-form-urlencoded',
            ...built.headers,
          },
        };
      },
      onResponse(status, body, context) {
        stats.record(call, context.startedAt, status, body);
      },
    };
  }

  const form = (fields) => new URLSearchParams(fields).toString();
  const visit = [
    step('listing', () => ({
      path: `/api/website/product?page=1&limit=20&category=${pick(catalogue.categoryIds)}&sort=popularity`,
    })),
    step('search', () => ({
      path: `/api/website/product/search/${encodeURIComponent(pick(SEARCH_TEXTS))}`,
    })),
    step('product page', () => ({ path: `/api/website/product/${pick(catalogue.productIds)}` })),
    step('product page', () => ({ path: `/api/website/product/${pick(catalogue.productIds)}` })),
    step('add to cart', ({ shopper, sessionId }) => {
      const item = catalogue.items[nextItem++ % catalogue.items.length];
      return {
        method: 'POST',
        path: '/api/website/cart/add',
        body: form({
          user_id: shopper.userId,
          session_id: sessionId,
          product_id: item.productId,
          size: item.size,
          qty: 1,
        }),
      };
    }),
  ];
  const checkout = [
    step('cart', ({ shopper, sessionId }) => ({
      path: `/api/website/cart/cart-items?user_id=${shopper.userId}&session_id=${sessionId}`,
    })),
    step('place COD order', ({ shopper }) => ({
      method: 'POST',
      path: '/api/website/order/place',
      headers: { 'idempotency-key': randomUUID() },
      body: form({
        address_id: shopper.addressId,
        payment_method: 'Cash on Delivery',
        delivery_option: 'delivery',
      }),
    })),
  ];
  return [...visit, ...visit, ...visit, ...checkout];
}
