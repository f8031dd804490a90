// The entry of the built server (dist/server.js). It starts what can run in the background
// before the 6 MB bundle (dist/server-bundle.js, built from server.ts) is parsed and evaluated:
// nothing of the bundle runs until its whole file is compiled, so this cannot live inside it.
import { startPgliteWarmUp } from './db/pglite-warm-up';

startPgliteWarmUp(process.env);
// build.mjs points this at dist/server-bundle.js; from source (tsx) it is server.ts itself.
await import('./server');
