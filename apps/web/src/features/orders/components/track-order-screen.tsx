import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PackageSearch } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import type { TrackedOrder } from '@kesariya/shared';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/store/api';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useScreenReady } from '@/store/use-screen-ready';
import { useTrackOrderMutation } from '../api/orders-api';
import { readTrackForm, type TrackErrors, type TrackFields } from '../lib/track-form';
import { OrderTimeline } from './order-timeline';
import { StatusBadge } from './status-badge';

function Field({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={cn(
          'mt-1 min-h-11 w-full rounded-md border bg-white px-3 text-[15px]',
          error ? 'border-danger' : 'border-line',
        )}
        {...input}
      />
      <p
        id={`${id}-hint`}
        className={cn('mt-1 text-sm', error ? 'font-medium text-danger' : 'text-muted')}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

function TrackResult({ order }: { order: TrackedOrder }) {
  const box = useRef<HTMLElement>(null);
  // The answer appears below the form: bring it into view (on a phone, below the fold) and read it.
  useEffect(() => box.current?.focus(), [order]);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="tracked-title"
      className="mt-8 scroll-mt-32 rounded-lg border border-line bg-white p-5 focus:outline-none"
      data-testid="track-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">Order number</p>
          <h2 id="tracked-title" className="font-sans text-xl font-bold tracking-wider text-ink">
            {order.sale_id}
          </h2>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <OrderTimeline className="mt-5" status={order.status} history={order.status_history} />
    </section>
  );
}

/**
 * /product/track-order and /track-order-by: anyone with an order's number and the mobile or
 * e-mail on it sees its timeline, and nothing else of it.
 */
export function TrackOrderScreen() {
  const [params] = useSearchParams();
  const user = useAppSelector(selectUserInfo);
  const [fields, setFields] = useState<TrackFields>({
    saleId: params.get('sale_id') ?? '',
    contact: '',
  });
  const [errors, setErrors] = useState<TrackErrors>({});
  const [track, { data, isLoading, error, reset }] = useTrackOrderMutation();
  const ids = useId();
  useScreenReady();

  const change = (name: keyof TrackFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = readTrackForm(fields);
    if (!form.ok) {
      setErrors(form.errors);
      reset();
      return;
    }
    setErrors({});
    await track({ saleId: form.saleId, contact: form.contact })
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <section className="mx-auto max-w-xl px-5 py-10 sm:py-14" aria-labelledby="track-title">
      <PackageSearch className="size-9 text-brand" aria-hidden="true" />
      <h1 id="track-title" className="mt-3 font-display text-3xl font-semibold text-ink">
        Track your order
      </h1>
      <p className="mt-2 text-[15px] text-muted">
        Enter your order number and the mobile number or e-mail address you ordered with.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-4 rounded-lg border border-line bg-white p-5"
        aria-label="Track an order"
      >
        <Field
          id={`${ids}-sale`}
          label="Order number"
          hint="In your order e-mail and SMS, e.g. KSR-2511-000123."
          error={errors.saleId}
          value={fields.saleId}
          onChange={change('saleId')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          id={`${ids}-contact`}
          label="Mobile number or e-mail"
          hint="The 10-digit mobile or the e-mail on the order."
          error={errors.contact}
          value={fields.contact}
          onChange={change('contact')}
          inputMode="email"
        />
        {error && (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger"
          >
            {errorMessage(error)}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Looking it up…' : 'Track order'}
        </Button>
      </form>
      {data && <TrackResult order={data} />}
      {user && (
        <p className="mt-6 text-sm text-muted">
          Your own orders are all in{' '}
          <Link to={paths.orders.getHref()} className="font-medium text-brand hover:underline">
            My orders
          </Link>
          , with their details and invoices.
        </p>
      )}
    </section>
  );
}
