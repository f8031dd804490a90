// `npm start`: build what is missing or stale, then run the server (which migrates and seeds).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { isStale } from './freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);
const shared = [at('packages/shared/src')];

const builds = [
  {
    workspace: 'apps/web',
    // The browser's build and the first-screen renderer the server loads (apps/web/dist/server).
    outputs: [at('apps/web/dist/index.html'), at('apps/web/dist/server/entry-server.js')],
    sources: [
      ...shared,
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
      at('apps/web/package.json'),
    ],
  },
  {
    workspace: 'apps/admin',
    // The back office, served by the server under /admin.
    outputs: [at('apps/admin/dist/index.html')],
    sources: [
      ...shared,
      at('apps/admin/src'),
      at('apps/admin/index.html'),
      at('apps/admin/public'),
      at('apps/admin/vite.config.ts'),
      at('apps/admin/package.json'),
    ],
  },
  {
    workspace: 'apps/server',
    // The launcher and the bundle it imports (apps/server/build.mjs).
    outputs: [at('apps/server/dist/server-bundle.js'), at('apps/server/dist/server.js')],
    sources: [
      ...shared,
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('apps/server/package.json'),
    ],
  },
];

for (const build of builds) {
  if (!isStale(build.outputs, build.sources)) continue;
  console.log(`Building ${build.workspace} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process rather than a child: one Node start less before the first
// answer (docs/decisions/pages-and-performance.md, Pages that feel instant: <= 1.5 s after a
// restart), and the server handles SIGINT/SIGTERM itself. Without --enable-source-maps: the bundle
// is not minified, so stack traces stay readable, and the parsed source map would cost ~40 MB of
// resident memory for the life of the process.
process.chdir(root);
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
