/**
 * How many first screens this instance renders per second, as a token bucket: a burst of a few
 * seconds' worth, refilled at `perSecond`. Pages already kept (the page cache) are not counted.
 *
 * Every distinct URL is a new render (17 to 32 ms of CPU on a 2-core machine), so a flood of
 * made-up URLs could keep the server rendering instead of answering shoppers and the API. Over
 * budget a page is sent for the browser to render: it works the same and only paints later.
 * Not per address: many shoppers share one behind a carrier's NAT
 * (docs/decisions/platform-and-security.md, Rate limits and shared addresses (CGNAT)).
 */
export interface RenderBudget {
  /** Takes one render from the budget; false when it is spent. */
  take(): boolean;
  /** Returns a render taken for a page the renderer then declined (nothing was drawn). */
  giveBack(): void;
}

export function renderBudget(
  perSecond: number,
  now: () => number = () => performance.now(),
): RenderBudget {
  const burst = perSecond * 5;
  let tokens = burst;
  let last = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    giveBack() {
      tokens = Math.min(burst, tokens + 1);
    },
  };
}
