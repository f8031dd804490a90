import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import type { Address } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { OrderLines, OrderSummary } from '@/components/order-summary';
import { Price } from '@/components/price';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useGetCartQuery, useGetPaymentSettingsQuery } from '@/store/shopper-api';
import { useStoreSettings } from '@/store/site-api';
import { shopperActions } from '@/store/shopper-slice';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetPaymentMethodsQuery, usePlaceOrderMutation } from '../api/checkout-api';
import { savePaymentSession } from './payment-session-store';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** One radio button of a checkout choice, with its label. */
function Choice({
  name,
  checked,
  disabled,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChoose} />{' '}
      {children}
    </label>
  );
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
  // (docs/decisions/orders-and-payments.md, Orders and stock).
  const idempotencyKey = useRef(newKey());
  const preview = useGetCartQuery({
    userId: user.id,
    couponCode,
    deliveryOption,
    useWallet,
  });
  const settings = useGetPaymentSettingsQuery();
  // Whether cash on delivery is offered, and why not, is the server's: the order call refuses it
  // in the same words.
  const methods = useGetPaymentMethodsQuery({
    addressId: deliveryOption === 'delivery' ? (address?.id ?? null) : null,
    deliveryOption,
    couponCode,
    useWallet,
  });
  const { city } = useStoreSettings();
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
  // Not offered until the server says it is; its reason is shown when it says why not.
  const codProblem = methods.data
    ? methods.data.cod_reason
    : methods.isError
      ? 'Cash on Delivery is not available right now'
      : '';
  const method =
    paymentMethod === 'Cash on Delivery' && codProblem ? 'Online Payment' : paymentMethod;
  // The server's saving for paying online where cash on delivery is offered; the order call gives
  // the same, computed again from the order itself.
  const saving = methods.data && !codProblem ? methods.data.prepaid_saving : 0;
  const figures =
    method === 'Online Payment' && saving > 0 && methods.data
      ? { ...summary, prepaid_saving: saving, amount_payable: methods.data.online_payable }
      : summary;
  const deliveryCharge =
    summary.delivery_charge === 0 ? 'free' : <Price price={summary.delivery_charge} inline />;

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
          <Choice
            name="delivery"
            checked={deliveryOption === 'delivery'}
            onChoose={() => setDeliveryOption('delivery')}
          >
            Home delivery
            {summary.delivery_option === 'delivery' && (
              <span className="text-muted">({deliveryCharge})</span>
            )}
          </Choice>
          <Choice
            name="delivery"
            checked={deliveryOption === 'pickup'}
            onChoose={() => setDeliveryOption('pickup')}
          >
            {city ? `Free pickup at our ${city} store` : 'Free pickup at our store'}
          </Choice>
        </div>
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-label="Order review">
        <h2 className="font-display text-lg font-semibold text-ink">Your items</h2>
        <OrderLines lines={items} className="mt-3" lineClassName="py-2" />
      </section>

      <section className="rounded-lg border border-line bg-white p-5" aria-label="Payment">
        <h2 className="font-display text-lg font-semibold text-ink">Payment method</h2>
        <div className="mt-3 space-y-2 text-sm">
          <Choice
            name="method"
            checked={method === 'Online Payment'}
            onChoose={() => dispatch(shopperActions.paymentMethod('Online Payment'))}
          >
            Online Payment (UPI, cards, net banking)
          </Choice>
          {saving > 0 && (
            <p className="ml-6 font-medium text-success" data-testid="prepaid-nudge">
              Pay online now and save <Price price={saving} inline />
            </p>
          )}
          <Choice
            name="method"
            disabled={codProblem !== null}
            checked={method === 'Cash on Delivery'}
            onChoose={() => dispatch(shopperActions.paymentMethod('Cash on Delivery'))}
          >
            Cash on Delivery
          </Choice>
          {codProblem && (
            <p className="text-muted" data-testid="cod-reason">
              {codProblem}
            </p>
          )}
          {summary.wallet_balance > 0 && (
            <label className="flex items-center gap-2 pt-2">
              <input
                type="checkbox"
                checked={useWallet}
                onChange={(e) => setUseWallet(e.target.checked)}
              />{' '}
              Use my wallet (<Price price={summary.wallet_balance} inline />)
            </label>
          )}
        </div>
      </section>

      <OrderSummary
        summary={figures}
        label="Checkout summary"
        className="rounded-lg border border-line bg-white p-5 text-sm"
        payableTestId="checkout-payable"
      >
        <Button
          className="mt-4 w-full"
          disabled={placing.isLoading || !summary.can_checkout}
          onClick={submit}
        >
          {placing.isLoading ? (
            'Placing your order…'
          ) : method === 'Cash on Delivery' ? (
            'Place order'
          ) : (
            <>
              Pay <Price price={figures.amount_payable} inline />
            </>
          )}
        </Button>
      </OrderSummary>
    </div>
  );
}
