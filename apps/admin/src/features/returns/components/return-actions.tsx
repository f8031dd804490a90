import { useState } from 'react';
import type { ReturnStatus, StaffReturnRequest } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { failureOf } from '@/store/api';
import { useMoveReturnMutation } from '../api/returns-api';
import { RETURN_MOVE_LABELS } from '../lib/return-labels';

/** What a move does, said in the dialog before it is made. */
function consequence(
  request: StaffReturnRequest,
  status: ReturnStatus,
  refundTo: 'wallet' | 'original',
) {
  if (status === 'refunded')
    return refundTo === 'wallet'
      ? "The returned items' share of what was paid goes to the shopper's wallet at once (any wallet part always does)."
      : "The returned items' share of what was paid goes back to the original payment (5–7 working days); a wallet part goes to the wallet.";
  if (status === 'replacement_shipped')
    return `A new order at no charge sends size ${request.replacement_size ?? ''} to the shopper; its stock is taken now.`;
  if (status === 'rejected')
    return 'The shopper is told the request is rejected, with your reason.';
  return null;
}

/** The moves the request may take now; rejecting needs a reason, money moves ask first. */
export function ReturnActions({ request }: { request: StaffReturnRequest }) {
  const [move, { isLoading }] = useMoveReturnMutation();
  const [asking, setAsking] = useState<ReturnStatus | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [refundTo, setRefundTo] = useState<'wallet' | 'original'>('wallet');
  const [error, setError] = useState('');

  if (request.moved_by_courier)
    return (
      <p className="text-sm text-muted">
        The courier&apos;s tracking moves it on: picked up, then received at the store.
      </p>
    );
  if (request.next_statuses.length === 0)
    return <p className="text-sm text-muted">This request has ended.</p>;

  const apply = async (status: ReturnStatus) => {
    if (status === 'rejected' && !note.trim()) return setNoteError('Say why: the shopper reads it');
    try {
      const moved = await move({
        id: request.id,
        status,
        note: note.trim(),
        ...(status === 'refunded' ? { refund_to: refundTo } : {}),
      }).unwrap();
      toast.success(`The request is now ${moved.status.replaceAll('_', ' ')}`);
      setAsking(null);
      setNote('');
      setError('');
    } catch (failure) {
      const { message, fields } = failureOf(failure);
      if (fields.note) setNoteError(fields.note);
      else {
        setError(message);
        setAsking(null);
      }
    }
  };

  const start = (status: ReturnStatus) => {
    setNoteError('');
    if (consequence(request, status, refundTo)) setAsking(status);
    else void apply(status);
  };

  return (
    <div className="flex flex-col gap-3">
      {request.next_statuses.includes('refunded') ? (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-medium text-ink">Refund to</legend>
          {(['wallet', 'original'] as const).map((to) => (
            <label key={to} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="refund_to"
                value={to}
                checked={refundTo === to}
                onChange={() => setRefundTo(to)}
              />
              {to === 'wallet' ? 'Wallet' : 'Original payment'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {request.next_statuses.map((status) => (
          <Button
            key={status}
            variant={status === 'rejected' ? 'secondary' : 'primary'}
            busy={isLoading && asking === null}
            onClick={() => start(status)}
          >
            {RETURN_MOVE_LABELS[status]}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? `${RETURN_MOVE_LABELS[asking]} request #${request.id}?` : ''}
        confirmLabel={asking ? RETURN_MOVE_LABELS[asking] : ''}
        destructive={asking === 'rejected'}
        busy={isLoading}
        onConfirm={() => asking && void apply(asking)}
      >
        <p>{asking ? consequence(request, asking, refundTo) : null}</p>
        {asking === 'rejected' ? (
          <label className="mt-3 block text-ink">
            <span className="text-sm font-medium">Reason</span>
            <textarea
              className="mt-1 w-full rounded border border-line px-2 py-1.5"
              rows={3}
              value={note}
              maxLength={500}
              aria-invalid={noteError ? true : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {noteError ? (
              <span role="alert" className="text-sm text-danger">
                {noteError}
              </span>
            ) : null}
          </label>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
