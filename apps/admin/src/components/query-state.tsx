import { LoaderCircle, ShieldAlert, TriangleAlert } from 'lucide-react';
import { errorMessage, errorStatus, NO_ACCESS } from '@/store/api';
import { Button } from './button';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {label}
    </div>
  );
}

/**
 * A screen whose data could not be read: a 403 says the page is not theirs, anything else says
 * the server's message, with a retry when one can help. A 401 never gets here: RequireStaff sends
 * the page to the login screen first.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const forbidden = errorStatus(error) === 403;
  const Icon = forbidden ? ShieldAlert : TriangleAlert;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-line bg-white px-6 py-12 text-center"
    >
      <Icon aria-hidden className="size-8 text-danger" strokeWidth={1.5} />
      <p className="font-medium text-ink">{forbidden ? NO_ACCESS : errorMessage(error)}</p>
      {!forbidden && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
