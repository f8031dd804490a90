// ALTCHA's solver as a worker: it answers {type: 'work', payload} with the number found (or
// null) and stops at {type: 'abort'} (./otp-challenge-solver.ts sends them).
import 'altcha-lib/v1/worker';
