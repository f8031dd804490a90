import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { deliveryRetryDates, retryDayLabel } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useRequestDeliveryRetryMutation } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';

function Done({ message, saleId, token }: { message: string; saleId: string; token: string }) {
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-ink" data-testid="retry-done">
        {message}
      </h1>
      <p className="mt-3 text-muted">
        Order <strong className="text-ink">{saleId}</strong>: we pass your request to the courier
        and tell you by message when it is arranged.
      </p>
      <Link
        to={token ? paths.home.getHref() : paths.order.getHref(saleId)}
        className={buttonClass('primary', 'mt-8')}
      >
        {token ? 'Continue shopping' : 'Back to my order'}
      </Link>
    </>
  );
}

/**
 * /order/delivery-retry?sale_id=…&token=…: the page a failed delivery's message links to, and the
 * order page's "Arrange delivery" (without a token, in the shopper's session). The shopper picks a
 * day for another attempt, or asks for the parcel back; nothing is sent until they tap, since mail
 * scanners open links too (docs/decisions/after-dispatch.md, Failed deliveries).
 */
export function DeliveryRetryScreen() {
  const [params] = useSearchParams();
  const saleId = params.get('sale_id') ?? '';
  const token = params.get('token') ?? '';
  // The days are those of when the page opened; the server checks them again.
  const [days] = useState(() => deliveryRetryDates());
  const [day, setDay] = useState(days[0]!);
  const [returning, setReturning] = useState(false);
  const [ask, result] = useRequestDeliveryRetryMutation();
  useScreenReady(true);

  if (result.data)
    return (
      <section className="mx-auto max-w-xl px-5 py-16 text-center">
        <Done message={result.data.message} saleId={saleId} token={token} />
      </section>
    );

  return (
    <section className="mx-auto max-w-xl px-5 py-12 sm:py-16">
      <h1 className="font-display text-3xl font-semibold text-ink">
        We could not deliver your order
      </h1>
      {saleId ? (
        <>
          <p className="mt-3 text-muted">
            Order <strong className="text-ink">{saleId}</strong>. Choose a day for the courier to
            come again, or ask us to take the parcel back.
          </p>
          <fieldset className="mt-8">
            <legend className="font-semibold text-ink">When should the courier come again?</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {days.map((date) => (
                <label
                  key={date}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white p-4 has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand/30"
                >
                  <input
                    type="radio"
                    name="day"
                    value={date}
                    checked={day === date}
                    onChange={() => setDay(date)}
                    className="size-4 accent-brand"
                  />
                  <span className="text-ink">{retryDayLabel(date)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {result.isError && (
            <p role="alert" className="mt-6 text-danger">
              {errorMessage(result.error)}
            </p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button
              disabled={result.isLoading}
              onClick={() => void ask({ saleId, token, action: 'reattempt', date: day })}
            >
              {result.isLoading ? 'Sending…' : `Deliver on ${retryDayLabel(day)}`}
            </Button>
            {returning ? (
              <Button
                variant="outline"
                disabled={result.isLoading}
                onClick={() => void ask({ saleId, token, action: 'cancel', date: '' })}
              >
                Yes, return the parcel
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setReturning(true)}>
                Return the parcel instead
              </Button>
            )}
          </div>
          {returning && (
            <p className="mt-3 text-sm text-muted">
              The courier brings it back to our store; we then close the order and refund what you
              paid.
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="mt-6 text-danger">
          This link is incomplete. Please open the link in your latest message from us.
        </p>
      )}
    </section>
  );
}
