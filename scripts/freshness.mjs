// Decides whether a build output is older than the sources it is made from.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.vite', 'test', 'coverage']);

/**
 * Newest modification time below `path` (a file or folder), ignoring build output and tests.
 * One stat per entry (no separate existence check): `npm start` walks some 450 of them before
 * the server starts (docs/decisions/pages-and-performance.md, Pages that feel instant: first answer
 * <= 1.5 s after a restart).
 */
export function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when one of `outputs` is missing or older than any of `sources`. */
export function isStale(outputs, sources) {
  const built = Math.min(
    ...outputs.map((output) => statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  return built === 0 || sources.some((source) => newestMtime(source) > built);
}
