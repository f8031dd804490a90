// Bundles the server into dist/server-bundle.js: our code, @kesariya/shared (TypeScript source)
// and the pure-JavaScript npm dependencies. One file starts faster than ~1,500 modules resolved,
// read and parsed one by one from node_modules (docs/decisions/pages-and-performance.md, Pages that
// feel instant: first answer <= 1.5 s after a restart). dist/server.js, the entry, is a small
// launcher (src/launcher.ts) that starts PGlite's WebAssembly compile before it imports the bundle,
// so the two overlap. No code splitting: a server still running while dist/ is rebuilt must not
// lose a lazy chunk. (The bundle is imported once, at start, by the launcher next to it.)
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

// Stay in node_modules: packages that load files next to their own code at run time.
const external = [
  '@electric-sql/pglite', // its WebAssembly and data files, found through import.meta.url
  'sharp', // native binary
  '@aws-sdk/client-s3', // large and only loaded when S3 storage is configured
  'ioredis', // reads its own package.json through __dirname, which an ES module bundle lacks
  'pdfkit', // reads its font metrics next to its own code; loaded with the first tax invoice
  // The password-strength dictionaries, about 5 MB: loaded with the first staff password chosen.
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'pg-native', // pg's optional native driver, not installed
];

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (@electric-sql/pglite/contrib/pg_trgm) are external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
};

await build({
  ...common,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server-bundle.js',
  // Bundled CommonJS code calls require(); give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

keepSourceOneByte('dist/server-bundle.js');

// `npm run admin:create` (src/admin-create.ts): run from the build, so production needs no tsx.
await build({
  ...common,
  entryPoints: ['src/admin-create.ts'],
  outfile: 'dist/admin-create.js',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

/**
 * V8 keeps a script's source in memory for the life of the process, one byte a character only
 * while every character is Latin-1: a few dashes (U+2014) in comments esbuild keeps from
 * dependencies would double the bundle's 6 MB to 12 MB of heap (bench/README.md, Startup and
 * memory). esbuild escapes such characters in the code itself (its default ASCII charset) but
 * keeps comments as written; they are escaped here the same way.
 */
function keepSourceOneByte(file) {
  const source = readFileSync(file, 'utf8');
  const escaped = source.replace(
    /[\u0100-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (escaped !== source) writeFileSync(file, escaped);
}

/** The launcher's import of the server is the bundle written above, not a second copy of it. */
const serverIsTheBundle = {
  name: 'server-is-the-bundle',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/server$/ }, () => ({
      path: './server-bundle.js',
      external: true,
    }));
  },
};

// Written last: scripts/start.mjs takes dist/server.js as the mark of a finished build.
await build({
  ...common,
  entryPoints: ['src/launcher.ts'],
  outfile: 'dist/server.js',
  plugins: [serverIsTheBundle],
});
