import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { formatMoney, type Address } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useGetCartQuery, useGetPaymentSettingsQuery } from '@/store/shopper-api';
import { shopperActions } from '@/store/shopper-slice';
import { useScreenReady } from '@/store/use-screen-ready';
import { usePlaceOrderMutation } from '../api/checkout-api';
import { savePaymentSession } from './payment-session-store';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * /checkout: review, delivery option, coupon, wallet and payment method, with every figure from the
 * server. The address choice is composed beside it by the route (shared selectedAddress).
 */
export function CheckoutScreen() {
  const user = useAppSelector(selectUserInfo)!;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const address = useAppSelector((state) => state.shopper.selectedAddress as Address | null);
  const couponCode = useAppSelector((state) => state.shopper.couponCode);
  const paymentMethod = useAppSelector((state) => state.shopper.paymentMethod);
  const [deliveryOption, setDeliveryOption] = useState<'delivery' | 'pickup'>('delivery');
  const [useWallet, setUseWallet] = useState(false);
  // One key per checkout visit: a double click or a retried request makes one order
  // (docs/decisions.md, Orders and stock).
  const idempotencyKey = useRef(newKey());
  const preview = useGetCartQuery({
    userId: user.id,
    couponCode,
    deliveryOption,
    useWallet,
  });
  const settings = useGetPaymentSettingsQuery();
  const [place, placing] = usePlaceOrderMutation();
  useScreenReady(!preview.isLoading);

  if (preview.isLoading || settings.isLoading) return <Skeleton className="h-96 w-full" />;
  const summary = preview.data?.summary;
  const items = preview.data?.items ?? [];
  if (!summary || items.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-muted">Your cart is empty.</p>
        <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-6')}>
          Continue shopping
        </Link>
      </div>
    );
  }
  const cod = settings.data;
  const codProblem = !cod?.cod_enabled
    ? 'Cash on Delivery is not available right now'
    : address && !address.is_india && deliveryOption === 'delivery'
      ? 'Cash on Delivery is available only for addresses in India'
      : summary.total > (cod?.cod_limit ?? 0)
        ? `Cash on Delivery is available for orders up to ${formatMoney(cod?.cod_limit ?? 0)}`
        : null;
  const method =
    paymentMethod === 'Cash on Delivery' && codProblem ? 'Online Payment' : paymentMethod;

  async function submit() {
    if (deliveryOption === 'delivery' && !address) {
      toast.error('Please choose a delivery address');
      return;
    }
    try {
      const order = await place({
        idempotencyKey: idempotencyKey.current,
        addressId: address?.id ?? null,
        paymentMethod: method,
        deliveryOption,
        couponCode,
        useWallet,
      }).unwrap();
      dispatch(shopperActions.couponCode(''));
      dispatch(shopperActions.appliedCoupon(null));
      if (order.status === 'pending_payment' && order.payment) {
        savePaymentSession(order.payment);
        navigate(paths.payment.getHref(order.sale_id));
      } else {
        navigate(paths.orderSuccess.getHref(order.sale_id));
      }
    } catch (error) {
      toast.error(errorMessage(error));
      // Nothing was created with this key; a fresh one keeps the next attempt independent.
      idempotencyKey.current = newKey();
    }
  }

  return (
    <div className="space-y-5">
      <section className="rounded-lg border border-line bg-white p-5" aria-label="Delivery option">
        <h2 className="font-display text-lg font-semibold text-ink">Delivery</h2>
        <div className="mt-3 space-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="delivery"
              checked={deliveryOption === 'delivery'}
              onChange={() => setDeliveryOption('delivery')}
            />{' '}
            Home delivery
            {summary.delivery_option === 'delivery' && (
              <span className="text-muted">
                ({summary.delivery_charge === 0 ? 'free' : formatMoney(summary.delivery_charge)})
              </span>
            )}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="delivery"
              checked={deliveryOption === 'pickup'}
              onChange={() => setDeliveryOption('pickup')}
            />{' '}
            Free pickup at our Pune store
          </label>
        </div>
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-label="Order review">
        <h2 className="font-display text-lg font-semibold text-ink">Your items</h2>
        <ul className="mt-3 divide-y divide-line text-sm">
          {items.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                {line.name}{' '}
                <span className="text-muted">
                  · {line.size} × {line.qty}
                </span>
                {line.issue && <span className="block text-red-700">{line.issue}</span>}
              </span>
              <span className="font-medium">{formatMoney(line.line_total)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-label="Payment">
        <h2 className="font-display text-lg font-semibold text-ink">Payment method</h2>
        <div className="mt-3 space-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              checked={method === 'Online Payment'}
              onChange={() => dispatch(shopperActions.paymentMethod('Online Payment'))}
            />{' '}
            Online Payment (UPI, cards, net banking)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              disabled={codProblem !== null}
              checked={method === 'Cash on Delivery'}
              onChange={() => dispatch(shopperActions.paymentMethod('Cash on Delivery'))}
            />{' '}
            Cash on Delivery
          </label>
          {codProblem && <p className="text-muted">{codProblem}</p>}
          {summary.wallet_balance > 0 && (
            <label className="flex items-center gap-2 pt-2">
              <input
                type="checkbox"
                checked={useWallet}
                onChange={(e) => setUseWallet(e.target.checked)}
              />{' '}
              Use my wallet ({formatMoney(summary.wallet_balance)})
            </label>
          )}
        </div>
      </section>

      <dl
        className="rounded-lg border border-line bg-white p-5 text-sm"
        aria-label="Checkout summary"
      >
        <div className="flex justify-between py-1">
          <dt className="text-muted">Total MRP</dt>
          <dd>{formatMoney(summary.mrp_total)}</dd>
        </div>
        <div className="flex justify-between py-1">
          <dt className="text-muted">Discount on MRP</dt>
          <dd>− {formatMoney(summary.discount)}</dd>
        </div>
        {summary.coupon_code && (
          <div className="flex justify-between py-1">
            <dt className="text-muted">Coupon ({summary.coupon_code})</dt>
            <dd>− {formatMoney(summary.coupon_discount)}</dd>
          </div>
        )}
        {summary.coupon_error && <p className="py-1 text-red-700">{summary.coupon_error}</p>}
        <div className="flex justify-between py-1">
          <dt className="text-muted">Delivery charge</dt>
          <dd>{summary.delivery_charge === 0 ? 'Free' : formatMoney(summary.delivery_charge)}</dd>
        </div>
        {summary.wallet_used > 0 && (
          <div className="flex justify-between py-1">
            <dt className="text-muted">Wallet</dt>
            <dd>− {formatMoney(summary.wallet_used)}</dd>
          </div>
        )}
        <div className="mt-2 flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Amount payable</dt>
          <dd data-testid="checkout-payable">{formatMoney(summary.amount_payable)}</dd>
        </div>
        <Button
          className="mt-4 w-full"
          disabled={placing.isLoading || !summary.can_checkout}
          onClick={submit}
        >
          {placing.isLoading
            ? 'Placing your order…'
            : method === 'Cash on Delivery'
              ? 'Place order'
              : `Pay ${formatMoney(summary.amount_payable)}`}
        </Button>
      </dl>
    </div>
  );
}
