import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  type CancelledOrder,
  type OrderDetail,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { errorMessage } from '@/store/api';
import { useCancelOrderMutation } from '../api/orders-api';
import { CANCEL_REASONS, OTHER_REASON } from '../lib/cancel-reasons';
import { expectedRefund, refundParts, type RefundPart } from '../lib/refunds';
import { RefundNote } from '@/components/refund-note';

function MoneyLines({ parts, testId }: { parts: RefundPart[]; testId: string }) {
  if (parts.length === 0)
    return (
      <p className="text-[15px] text-ink" data-testid={testId}>
        Nothing was charged, so there is nothing to refund.
      </p>
    );
  return (
    <ul className="space-y-1 text-[15px] text-ink" data-testid={testId}>
      {parts.map((part) => (
        <li key={part.to}>
          <RefundNote {...part} />
        </li>
      ))}
    </ul>
  );
}

/** After the cancellation: where the money went. */
export function CancelResult({
  result,
  children,
}: {
  result: CancelledOrder;
  /** The way on: back to the order, or closing the dialog. */
  children: ReactNode;
}) {
  return (
    <div role="status" data-testid="cancel-result">
      <div className="flex items-center gap-3">
        <CircleCheck className="size-7 shrink-0 text-success" aria-hidden="true" />
        <h2 className="font-display text-xl font-semibold text-ink">
          Order {result.order.sale_id} is cancelled
        </h2>
      </div>
      <div className="mt-4 rounded-md bg-ivory-deep px-4 py-3">
        <MoneyLines parts={refundParts(result.refund)} testId="refund-result" />
      </div>
      <p className="mt-3 text-sm text-muted">We have e-mailed you the details.</p>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

interface CancelOrderFormProps {
  order: OrderDetail;
  onCancelled: (result: CancelledOrder) => void;
  /** Leaves without cancelling. */
  onKeep: () => void;
}

/** The reason and the confirmation, saying first where the money will go. */
export function CancelOrderForm({ order, onCancelled, onKeep }: CancelOrderFormProps) {
  const [choice, setChoice] = useState('');
  const [otherText, setOtherText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const ids = useId();
  const other = choice === OTHER_REASON;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reason = other ? otherText.trim() : choice;
    if (!choice) return setProblem('Please choose a reason.');
    if (reason.length < CANCEL_REASON_MIN) return setProblem('Please tell us in a few words why.');
    setProblem(null);
    try {
      onCancelled(await cancel({ saleId: order.sale_id, reason }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="cancel-form">
      <fieldset>
        <legend className="text-[15px] font-semibold text-ink">Why are you cancelling?</legend>
        <div className="mt-3 space-y-1">
          {[...CANCEL_REASONS, OTHER_REASON].map((reason) => (
            <label
              key={reason}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-[15px] text-ink hover:bg-ivory-deep"
            >
              <input
                type="radio"
                name={`${ids}-reason`}
                value={reason}
                checked={choice === reason}
                onChange={() => setChoice(reason)}
                className="size-4 accent-brand"
              />
              {reason}
            </label>
          ))}
        </div>
      </fieldset>
      {other && (
        <div className="mt-3">
          <label htmlFor={`${ids}-other`} className="text-sm font-medium text-ink">
            Tell us why
          </label>
          <textarea
            id={`${ids}-other`}
            value={otherText}
            maxLength={CANCEL_REASON_MAX}
            rows={2}
            onChange={(e) => setOtherText(e.target.value)}
            className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2 text-[15px]"
          />
        </div>
      )}
      <div className="mt-5 rounded-md bg-ivory-deep px-4 py-3">
        <p className="text-sm font-medium text-muted">Your money</p>
        <div className="mt-1">
          <MoneyLines parts={expectedRefund(order)} testId="refund-preview" />
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onKeep} disabled={isLoading}>
          Keep my order
        </Button>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </div>
    </form>
  );
}
