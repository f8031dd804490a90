// `npm start`: build what is missing or stale, then run the server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { isStale } from './freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);
const shared = [at('packages/shared/src')];

const builds = [
  {
    workspace: 'apps/web',
    output: at('apps/web/dist/index.html'),
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
    workspace: 'apps/server',
    output: at('apps/server/dist/server.js'),
    sources: [
      ...shared,
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('apps/server/package.json'),
    ],
  },
];

for (const build of builds) {
  if (!isStale(build.output, build.sources)) continue;
  console.log(`Building ${build.workspace} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Let the server finish in-flight requests: pass the signal on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
