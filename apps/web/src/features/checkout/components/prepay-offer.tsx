import { useState } from 'react';
import type { PaymentSession } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Price } from '@/components/price';
import { errorMessage } from '@/store/api';
import {
  useGetPrepayOfferQuery,
  usePayWithTestGatewayMutation,
  useStartPrepayMutation,
  useVerifyPaymentMutation,
} from '../api/checkout-api';
import { payWithRazorpay } from './razorpay-checkout';

const NOT_PAID = 'Payment not completed. Your order stays cash on delivery, as it was.';

/**
 * The prepaid nudge on a cash-on-delivery order's page: pay online now for the server's saving.
 * The order changes only once the payment is proven (the verify call, or the test gateway); the
 * order's query is asked again then, and this offer goes with the cash on delivery.
 */
export function PrepayOffer({ saleId }: { saleId: string }) {
  const offer = useGetPrepayOfferQuery(saleId);
  const [start] = useStartPrepayMutation();
  const [verify] = useVerifyPaymentMutation();
  const [testPay] = usePayWithTestGatewayMutation();
  const [testSession, setTestSession] = useState<PaymentSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // No saving offered (or none any more): nothing to show.
  if (!offer.data) return null;
  const { saving, pay_now: payNow, cash_on_delivery: cash } = offer.data;

  async function run(action: () => Promise<unknown>, failed?: string) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(failed ?? errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const pay = () =>
    run(async () => {
      const { payment } = await start(saleId).unwrap();
      if (payment.provider !== 'razorpay') {
        setTestSession(payment);
        return;
      }
      let answer;
      try {
        answer = await payWithRazorpay(payment);
      } catch {
        throw new Error(NOT_PAID);
      }
      await verify({ saleId, ...answer }).unwrap();
    });

  const endTest = (outcome: 'success' | 'failure') =>
    run(async () => {
      setTestSession(null);
      await testPay({ saleId, outcome }).unwrap();
    });

  return (
    <section
      aria-labelledby="prepay-title"
      className="mx-auto mt-4 max-w-md rounded-lg border border-brand/40 bg-brand-soft p-4 text-left"
      data-testid="prepay-offer"
    >
      <h2 id="prepay-title" className="font-semibold text-ink">
        Pay online now and save <Price price={saving} inline />
      </h2>
      <p className="mt-1 text-sm text-ink">
        Pay <Price price={payNow} inline /> online (UPI, cards, net banking) instead of{' '}
        <Price price={cash} inline /> in cash at the door.
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {problem}
        </p>
      )}
      {testSession ? (
        <div className="mt-3 rounded-md border border-dashed border-line bg-white p-3">
          <p className="text-sm text-muted">
            Test payment gateway: no money moves. Choose how this payment ends.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Button className="flex-1" disabled={busy} onClick={() => void endTest('success')}>
              Pay successfully
            </Button>
            <Button
              variant="outline"
              className="flex-1"
              disabled={busy}
              onClick={() => void endTest('failure')}
            >
              Fail the payment
            </Button>
          </div>
        </div>
      ) : (
        <Button className="mt-3 w-full" disabled={busy} onClick={() => void pay()}>
          {busy ? (
            'Opening the payment…'
          ) : (
            <>
              Pay <Price price={payNow} inline /> now
            </>
          )}
        </Button>
      )}
    </section>
  );
}
