// What a bench measured: the git commit checked out and the server bundle actually started
// (another engineer may rebuild between runs, so the bundle's hash and build time are recorded;
// for a copy of a build kept elsewhere, the commit is the checkout's, not necessarily the copy's).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null; // not a git checkout
  }
}

/** `entry`: the launcher started (apps/server/dist/server.js), beside its bundle. */
export function buildIdentity(root, entry) {
  const bundle = join(dirname(entry), 'server-bundle.js');
  const status = git(root, ['status', '--porcelain', '--', 'apps', 'packages']);
  return {
    entry,
    commit: git(root, ['rev-parse', '--short', 'HEAD']),
    // Uncommitted source changes: the bundle may have been built from them.
    sourceChanged: status === null ? null : status.length > 0,
    bundleSha256: existsSync(bundle)
      ? createHash('sha256').update(readFileSync(bundle)).digest('hex').slice(0, 12)
      : null,
    bundleBuiltAt: existsSync(bundle) ? statSync(bundle).mtime.toISOString() : null,
  };
}
