import { Money } from './money';

/** A refund's amount, where the money goes, and how far it has got, as one line's words. */
export function RefundLine({ refund }: { refund: { amount: number; to: string; status: string } }) {
  return (
    <>
      <Money rupees={refund.amount} /> to{' '}
      {refund.to === 'wallet' ? 'the wallet' : 'the original payment'} · {refund.status}
    </>
  );
}
