// Latency and answers per call of a mixed autocannon run (autocannon itself only gives totals).

/** Per-call latency and answers, timed from the request's setup to its response. */
export class CallStats {
  constructor() {
    this.reset();
  }
  reset() {
    this.calls = new Map();
  }
  record(call, startedAt, status, body) {
    const entry = this.calls.get(call) ?? { ms: [], non2xx: 0, firstFailure: null };
    entry.ms.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
    if (status < 200 || status > 299) {
      entry.non2xx++;
      entry.firstFailure ??= `${status} ${body.slice(0, 200)}`;
    }
    this.calls.set(call, entry);
  }
  rows(seconds) {
    return [...this.calls].map(([call, { ms, non2xx, firstFailure }]) => {
      const sorted = ms.sort((a, b) => a - b);
      const at = (q) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
      return {
        call,
        rps: Math.round(ms.length / seconds),
        p50: at(0.5),
        p99: at(0.99),
        non2xx,
        firstFailure,
      };
    });
  }
}
