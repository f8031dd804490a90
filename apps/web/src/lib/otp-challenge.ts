import { OTP_CHALLENGE_TTL_S } from '@kesariya/shared/otp-challenge';
import type { Challenge } from 'altcha-lib/v1/types';

/**
 * The proof of work a mobile OTP needs (docs/decisions/auth-and-sessions.md, OTP rules), solved in
 * the background while the shopper types the number. The solver is part of no page: it is fetched
 * when a panel that sends an OTP opens, and a send waits for the solution if it is not there yet. A
 * solution is kept here between panels (the OTP panel's resend uses the one solved during its
 * countdown).
 */

/** Asks the server for a new challenge (store/otp-challenge-api.ts). */
export type FetchChallenge = () => Promise<Challenge>;

/** A solution older than this is not sent: it could expire on its way (the server's clock rules). */
const FRESH_FOR_MS = (OTP_CHALLENGE_TTL_S - 60) * 1000;

let solver: Promise<typeof import('./otp-challenge-solver')> | null = null;
let pending: { solution: Promise<string>; fetchedAt: number } | null = null;

function loadSolver() {
  solver ??= import('./otp-challenge-solver').catch((error: unknown) => {
    // A failed download is tried again at the next ask.
    solver = null;
    throw error;
  });
  return solver;
}

async function fetchAndSolve(fetchChallenge: FetchChallenge): Promise<string> {
  const [challenge, { solveOtpChallenge }] = await Promise.all([fetchChallenge(), loadSolver()]);
  return solveOtpChallenge(challenge);
}

/** Starts fetching and solving a challenge, unless a fresh one is on its way or solved. */
export function prepareOtpChallenge(fetchChallenge: FetchChallenge): void {
  if (pending && Date.now() - pending.fetchedAt < FRESH_FOR_MS) return;
  const started = { solution: fetchAndSolve(fetchChallenge), fetchedAt: Date.now() };
  // A failed fetch or solve is not kept: the next ask starts again.
  started.solution.catch(() => {
    if (pending === started) pending = null;
  });
  pending = started;
}

/** A solved challenge for one send-otp-mobile (its `altcha` field); the next ask gets a new one. */
export function takeOtpChallenge(fetchChallenge: FetchChallenge): Promise<string> {
  prepareOtpChallenge(fetchChallenge);
  const { solution } = pending!;
  pending = null;
  return solution;
}
