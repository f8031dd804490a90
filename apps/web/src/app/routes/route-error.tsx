import { MESSAGES } from '@kesariya/shared';
import { useStoreName } from '@/store/site-api';

/**
 * The router's fallback screen (docs/decisions/storefront-screens.md, Errors shown to shoppers). It
 * renders without the shell, which may be what broke. React reports the error itself
 * (console.error, as for every error a boundary catches).
 */
export function RouteError() {
  const name = useStoreName();
  return (
    <main className="grid min-h-screen place-items-center bg-ivory px-5" data-testid="route-error">
      <div className="max-w-md text-center">
        <p className="font-display text-3xl font-semibold text-brand">{name}</p>
        <h1 className="mt-6 font-display text-2xl font-semibold">{MESSAGES.unexpectedError}</h1>
        <p className="mt-3 text-[15px] text-muted">
          Please reload the page. If it happens again, write to us.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-md bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Reload
          </button>
          <a
            href="/"
            className="inline-flex min-h-11 items-center rounded-md border border-brand px-5 text-sm font-semibold text-brand"
          >
            Home
          </a>
        </div>
      </div>
    </main>
  );
}
