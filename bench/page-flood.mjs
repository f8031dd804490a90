// A flood of made-up page URLs (each one new, so none is in the page cache) from 10 connections,
// with 2 more connections asking for a listing alongside, for 10 s: how the server's page render
// budget (PAGE_RENDERS_PER_SECOND, apps/server/src/lib/render-budget.ts) keeps the API answering.
//   node page-flood.mjs [--renders-per-second 20] [--port 3293]
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { AUTH, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'renders-per-second': { type: 'string', default: '20' },
    port: { type: 'string', default: '3293' },
  },
});
const rate = values['renders-per-second'];
const server = await startServer({
  port: Number(values.port),
  env: { PAGE_RENDERS_PER_SECOND: rate },
});
try {
  let next = 0;
  const flood = autocannon({
    url: server.base,
    connections: 10,
    duration: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/made-up-${next++}` }) }],
  });
  const listing = autocannon({
    url: server.base,
    connections: 2,
    duration: 10,
    headers: { authorization: AUTH },
    requests: [{ path: '/api/website/product?page=1&limit=20' }],
  });
  const [pages, api] = await Promise.all([flood, listing]);
  console.log(
    `budget ${rate} renders/s: made-up pages ${Math.round(pages.requests.average)} req/s ` +
      `(p99 ${pages.latency.p99} ms; ${pages.non2xx} rendered, answered 404; the rest sent ` +
      `for the browser to render, 200); listing alongside ` +
      `${Math.round(api.requests.average)} req/s (p99 ${api.latency.p99} ms)`,
  );
} finally {
  await server.stop();
}
