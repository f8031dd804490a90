import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge, Solution } from 'altcha-lib/v1/types';
import { otpChallengeSolution } from '@kesariya/shared/otp-challenge';

/**
 * Solves an ALTCHA challenge off the main thread, a few workers sharing the numbers to try, so
 * typing and scrolling never wait for it. Loaded only by ./otp-challenge.ts, when first needed.
 */

/** Phones have 4 to 8 cores; a few workers are most of the gain, and leave the page its own. */
const MOST_WORKERS = 4;
/**
 * Far beyond a slow phone's time at production's cost. A worker whose hashing fails (no Web
 * Crypto, say) only rejects a promise inside itself, which no event reports: without this the
 * send would wait for ever.
 */
const GIVE_UP_MS = 30_000;

function startWorker(): Worker {
  return new Worker(new URL('./otp-challenge.worker.ts', import.meta.url), { type: 'module' });
}

/** ALTCHA's own worker protocol (altcha-lib/v1/worker): each worker tries one slice of numbers. */
function solveInWorkers(challenge: Challenge, count: number): Promise<Solution | null> {
  const max = challenge.maxnumber ?? 1e6;
  const step = Math.ceil(max / count);
  const workers = Array.from({ length: count }, startWorker);
  return new Promise<Solution | null>((resolve, reject) => {
    let searching = count;
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      for (const worker of workers) worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error('solving took too long'))),
      GIVE_UP_MS,
    );
    workers.forEach((worker, i) => {
      worker.onmessage = (event: MessageEvent<Solution | null>) => {
        if (event.data) finish(() => resolve(event.data));
        else if (--searching === 0) finish(() => resolve(null));
      };
      // A browser without module workers (or that refuses this one) solves on the main thread.
      worker.onerror = (event) => finish(() => reject(new Error(event.message || 'worker failed')));
      worker.postMessage({
        type: 'work',
        payload: {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          salt: challenge.salt,
          start: i * step,
          max: Math.min(max, (i + 1) * step),
        },
      });
    });
  });
}

function solve(challenge: Challenge): Promise<Solution | null> {
  const onMainThread = () =>
    solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
  if (typeof Worker === 'undefined') return onMainThread();
  const count = Math.max(1, Math.min(MOST_WORKERS, navigator.hardwareConcurrency || 2));
  return solveInWorkers(challenge, count).catch(onMainThread);
}

/** The solution as send-otp-mobile takes it. */
export async function solveOtpChallenge(challenge: Challenge): Promise<string> {
  const solution = await solve(challenge);
  if (!solution) throw new Error('The OTP challenge has no solution');
  return otpChallengeSolution(challenge, solution.number);
}
