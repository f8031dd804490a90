import type { OrderRefund } from '@kesariya/shared';
import { Price } from '@/components/price';

/** One destination of money given back: how much, where, and how far along. */
export interface RefundNoteProps {
  amount: number;
  to: OrderRefund['to'];
  status?: OrderRefund['status'];
}

/**
 * Where money given back went, in one sentence (docs/decisions/orders-and-payments.md, After the
 * sale). Without a status (right after a cancellation) a refund to the original payment is still on
 * its way.
 */
export function RefundNote({ amount, to, status = 'pending' }: RefundNoteProps) {
  const money = <Price price={amount} inline className="font-semibold text-ink" />;
  if (to === 'wallet') return <>{money} back in your wallet</>;
  if (status === 'processed') return <>{money} refunded to your original payment method</>;
  if (status === 'failed')
    return (
      <>Refund of {money} to your original payment method is delayed: we are sending it again</>
    );
  return <>Refund of {money} to your original payment method, 5–7 working days</>;
}
