import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { Button, buttonClass } from '@/components/button';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useGetOrderQuery } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { usePayWithTestGatewayMutation, useVerifyPaymentMutation } from '../api/checkout-api';
import { readPaymentSession } from './payment-session-store';
import { payWithRazorpay } from './razorpay-checkout';

/**
 * /payment/checkout: the online payment of a pending order. With the offline test gateway (the
 * embedded default) the shopper succeeds or fails the payment here; with Razorpay, Checkout opens.
 */
export function PaymentScreen() {
  const [params] = useSearchParams();
  const saleId = params.get('sale_id') ?? '';
  const navigate = useNavigate();
  const order = useGetOrderQuery(saleId, { skip: saleId === '' });
  const session = saleId ? readPaymentSession(saleId) : null;
  const [testPay] = usePayWithTestGatewayMutation();
  const [verify] = useVerifyPaymentMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  useScreenReady(!order.isLoading);

  const done = () => navigate(paths.orderSuccess.getHref(saleId));

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      done();
    } catch (error) {
      const message = errorMessage(error);
      setFailed(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (!saleId || order.isError) {
    return (
      <p className="px-5 py-16 text-center text-muted">
        {order.isError ? errorMessage(order.error) : 'No payment is waiting.'}
      </p>
    );
  }
  if (order.isLoading || !order.data)
    return <p className="px-5 py-16 text-center text-muted">Loading your order…</p>;
  const status = order.data.status;
  if (status !== 'pending_payment' || failed) {
    const paid =
      status !== 'pending_payment' && status !== 'payment_failed' && status !== 'cancelled';
    return (
      <section className="mx-auto max-w-xl px-5 py-16 text-center">
        <h1 className="font-display text-2xl font-semibold text-ink">
          {paid ? 'This order is paid' : 'Payment not completed'}
        </h1>
        <p className="mt-3 text-muted">
          {paid
            ? `Order ${saleId} is confirmed.`
            : (failed ?? 'The payment failed or timed out. Your cart is as you left it.')}
        </p>
        <Link
          to={paid ? paths.orderSuccess.getHref(saleId) : paths.cart.getHref()}
          className={buttonClass('primary', 'mt-8')}
        >
          {paid ? 'See the order' : 'Back to cart'}
        </Link>
      </section>
    );
  }

  const amount = order.data.totals.amount_payable;
  return (
    <section className="mx-auto max-w-md px-5 py-12">
      <h1 className="font-display text-2xl font-semibold text-ink">Complete your payment</h1>
      <p className="mt-2 text-muted">
        Order {saleId} · <Price price={amount} inline />
      </p>
      {session?.provider === 'razorpay' ? (
        <Button
          className="mt-8 w-full"
          disabled={busy}
          onClick={() =>
            run(async () => {
              const answer = await payWithRazorpay(session);
              await verify({ saleId, ...answer }).unwrap();
            })
          }
        >
          Pay <Price price={amount} inline />
        </Button>
      ) : (
        <div
          className="mt-8 rounded-lg border border-dashed border-line bg-white p-5"
          data-testid="test-gateway"
        >
          <p className="text-sm text-muted">
            Test payment gateway: no money moves. Choose how this payment ends.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button
              className="flex-1"
              disabled={busy}
              onClick={() => run(() => testPay({ saleId, outcome: 'success' }).unwrap())}
            >
              Pay successfully
            </Button>
            <Button
              variant="outline"
              className="flex-1"
              disabled={busy}
              onClick={() => run(() => testPay({ saleId, outcome: 'failure' }).unwrap())}
            >
              Fail the payment
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
