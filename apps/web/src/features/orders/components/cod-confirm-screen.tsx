import { Link, useSearchParams } from '@/lib/router';
import type { CodConfirmation } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useConfirmCodOrderMutation } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';

function Confirmed({ order, message }: { order: CodConfirmation; message: string }) {
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-ink">{message}</h1>
      <p className="mt-3 text-muted" data-testid="cod-confirmed">
        Order <strong className="text-ink">{order.sale_id}</strong> is confirmed. Please keep{' '}
        <Price price={order.pay_on_delivery} inline /> ready for Cash on Delivery.
      </p>
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-8')}>
        Continue shopping
      </Link>
    </>
  );
}

/**
 * /order/confirm?token=…: the page a cash-on-delivery order's message links to. One tap confirms
 * the order, with no login: the link's token is the credential. It waits for the tap rather than
 * confirming on opening, since mail scanners open links too.
 */
export function CodConfirmScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, result] = useConfirmCodOrderMutation();
  useScreenReady(true);

  return (
    <section className="mx-auto max-w-xl px-5 py-16 text-center">
      {result.data ? (
        <Confirmed order={result.data.order} message={result.data.message} />
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold text-ink">
            Confirm your cash-on-delivery order
          </h1>
          <p className="mt-3 text-muted">
            We pack your order once you confirm it. You pay the courier when it arrives.
          </p>
          {result.isError && (
            <p role="alert" className="mt-6 text-danger">
              {errorMessage(result.error)}
            </p>
          )}
          {token ? (
            <Button
              className="mt-8 w-full sm:w-auto"
              disabled={result.isLoading}
              onClick={() => void confirm({ token })}
            >
              {result.isLoading ? 'Confirming…' : 'Confirm my order'}
            </Button>
          ) : (
            <p role="alert" className="mt-6 text-danger">
              This link is incomplete. Please open the link in your latest message from us.
            </p>
          )}
        </>
      )}
    </section>
  );
}
