/**
 * Small jobs run a few at a time, each batch in its own task of at most SLICE_MS, so that many of
 * them queued at once (every picture further down a page, as it goes live) never hold the main
 * thread long enough to delay a tap (docs/decisions/pages-and-performance.md, Pages that feel
 * instant).
 */
const SLICE_MS = 8;

const queue: (() => void)[] = [];
let draining = false;

function drain() {
  const end = performance.now() + SLICE_MS;
  while (queue.length > 0 && performance.now() < end) queue.shift()!();
  if (queue.length > 0) window.setTimeout(drain, 0);
  else draining = false;
}

/** Runs `job` in a later task, after the jobs queued before it; answers a function that cancels it. */
export function inSlices(job: () => void): () => void {
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) job();
  });
  if (!draining) {
    draining = true;
    window.setTimeout(drain, 0);
  }
  return () => {
    cancelled = true;
  };
}
