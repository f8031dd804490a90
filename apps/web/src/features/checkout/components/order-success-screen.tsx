import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/button';
import { OrderLines } from '@/components/order-summary';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useConfirmCodOrderMutation, useGetOrderQuery } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { PrepayOffer } from './prepay-offer';

/**
 * A cash-on-delivery order waits for the shopper's confirmation: the link in its messages, or this
 * button in the session that placed it.
 */
function ConfirmCod({
  saleId,
  confirmation,
}: {
  saleId: string;
  confirmation: ReturnType<typeof useConfirmCodOrderMutation>;
}) {
  const [confirm, result] = confirmation;
  if (result.data)
    return (
      <p className="mt-3 text-sm font-medium text-ink" role="status">
        {result.data.message}
      </p>
    );
  return (
    <div className="mx-auto mt-4 max-w-md rounded-lg border border-line bg-white p-4">
      <p className="text-sm text-ink">
        Please confirm your order: we pack it once you have. The link is also in our e-mail and SMS.
      </p>
      {result.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorMessage(result.error)}
        </p>
      )}
      <Button
        className="mt-3 w-full"
        disabled={result.isLoading}
        onClick={() => void confirm({ saleId })}
      >
        {result.isLoading ? 'Confirming…' : 'Confirm my order'}
      </Button>
    </div>
  );
}

/** /order_success: the order number, what was bought and how it is paid. */
export function OrderSuccessScreen() {
  const [params] = useSearchParams();
  const saleId = params.get('sale_id') ?? '';
  const { data, isLoading, isError, error } = useGetOrderQuery(saleId, { skip: saleId === '' });
  // Kept here: the order is read again once confirmed, and the answer stays on the page.
  const confirmation = useConfirmCodOrderMutation();
  useScreenReady(!isLoading);
  if (!saleId) return <p className="px-5 py-16 text-center text-muted">No order to show.</p>;
  if (isLoading) return <p className="px-5 py-16 text-center text-muted">Loading your order…</p>;
  if (isError || !data)
    return (
      <p role="alert" className="px-5 py-16 text-center">
        {errorMessage(error)}
      </p>
    );
  return (
    <section className="mx-auto max-w-2xl px-5 py-12 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink">Thank you for your order</h1>
      <p className="mt-3 text-muted">
        Order number{' '}
        <strong className="text-ink" data-testid="sale-id">
          {data.sale_id}
        </strong>{' '}
        ·{' '}
        {data.payment_method === 'Cash on Delivery' ? (
          <>
            pay <Price price={data.totals.amount_payable} inline /> on delivery
          </>
        ) : data.totals.prepaid_saving > 0 ? (
          <span data-testid="prepaid-saved">
            paid online, saving <Price price={data.totals.prepaid_saving} inline />
          </span>
        ) : (
          'paid'
        )}
      </p>
      {data.payment_method === 'Cash on Delivery' &&
        (data.status === 'placed' || data.status === 'confirmed') && (
          <PrepayOffer saleId={data.sale_id} />
        )}
      {data.payment_method === 'Cash on Delivery' &&
      (data.status === 'placed' || confirmation[1].data) ? (
        <ConfirmCod saleId={data.sale_id} confirmation={confirmation} />
      ) : (
        <p className="mt-1 text-sm text-muted">A confirmation is on its way by e-mail and SMS.</p>
      )}
      <OrderLines
        lines={data.items}
        className="mx-auto mt-8 max-w-md rounded-lg border border-line bg-white text-left"
        lineClassName="p-3"
      >
        <li className="flex justify-between p-3 font-semibold">
          <span>Total</span>
          <Price price={data.totals.total} inline />
        </li>
      </OrderLines>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          Continue shopping
        </Link>
        <Link to={paths.orders.getHref()} className={buttonClass('outline')}>
          My orders
        </Link>
      </div>
    </section>
  );
}
