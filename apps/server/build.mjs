// Bundles the server into dist/server.js. @kesariya/shared (TypeScript source) is bundled in;
// the server's own npm dependencies stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@kesariya/shared');

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, @electric-sql/pglite/contrib/pg_trgm) are external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS code may call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
