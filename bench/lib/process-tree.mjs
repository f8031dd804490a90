// Reads a process tree from /proc: under `npm start` the server runs two or three processes down.
import { readFileSync } from 'node:fs';

function children(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // the process has gone
  }
}

/** `pid` and all its descendants, parents before children. */
export function processTree(pid) {
  return [pid, ...children(pid).flatMap((child) => processTree(child))];
}

/** Resident memory of a process in MB. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Stops a process tree leaf first, so no wrapper leaves an orphaned server behind. */
export function terminateTree(pid) {
  for (const member of processTree(pid).reverse()) {
    try {
      process.kill(member, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
