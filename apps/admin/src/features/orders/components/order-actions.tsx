import { useState, type FormEvent } from 'react';
import type { StaffOrderDetail } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Money } from '@/components/money';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { errorMessage, failureOf } from '@/store/api';
import { useCollectCodMutation, useMoveOrderMutation } from '../api/orders-api';
import { cancelRefundText, mayCancel, nextStep, otherSteps } from '../lib/order-steps';

function ShipForm({ order }: { order: StaffOrderDetail }) {
  const [move, { isLoading }] = useMoveOrderMutation();
  const { values, field, showErrors } = useForm({ carrier: '', tracking_number: '' });
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(values.carrier.trim() ? {} : { carrier: 'Enter the courier' }),
      ...(values.tracking_number.trim() ? {} : { tracking_number: 'Enter the tracking number' }),
    };
    showErrors(missing);
    setFailure('');
    if (Object.keys(missing).length > 0) return;
    try {
      await move({ saleId: order.sale_id, status: 'shipped', ...values }).unwrap();
      toast.success('Shipped: the shopper can follow the parcel');
    } catch (error) {
      // A refusal of the courier or the tracking number goes beside it; else it is the form's.
      const { message, fields } = failureOf(error);
      const { carrier, tracking_number } = fields;
      if (carrier || tracking_number) showErrors({ carrier, tracking_number });
      else setFailure(message);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      aria-label="Ship the order"
      noValidate
    >
      <TextField label="Courier" autoComplete="off" maxLength={100} {...field('carrier')} />
      <TextField
        label="Tracking number"
        autoComplete="off"
        maxLength={100}
        {...field('tracking_number')}
      />
      <Button type="submit" busy={isLoading} className="sm:mt-6">
        Ship
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-danger sm:col-span-3">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

function CollectCod({ order }: { order: StaffOrderDetail }) {
  const due = order.payment?.amount ?? order.totals.amount_payable;
  const [collect, { isLoading }] = useCollectCodMutation();
  const [amount, setAmount] = useState(String(due));
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()))
      return setError('Enter the amount counted, in rupees');
    setError('');
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      await collect({ saleId: order.sale_id, amount: amount.trim() }).unwrap();
      toast.success('The cash is recorded as collected');
      setConfirming(false);
    } catch (failure) {
      setError(errorMessage(failure));
      setConfirming(false);
    }
  };

  return (
    <form
      onSubmit={ask}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      aria-label="Collect cash on delivery"
      noValidate
    >
      <TextField
        label="Cash counted (₹)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        hint={`Due: ₹${due}`}
      />
      <Button type="submit" className="sm:mt-6">
        Collect COD
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Record the cash as collected?"
        confirmLabel="Record collection"
        busy={isLoading}
        onConfirm={() => void confirm()}
      >
        <Money rupees={Number(amount)} /> for {order.sale_id} is recorded as in the store’s hands,
        under your name. This cannot be undone.
      </ConfirmDialog>
    </form>
  );
}

/** The one next step as the primary action, and cancelling (with its refund) behind a dialog. */
export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const [move, { isLoading }] = useMoveOrderMutation();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const step = nextStep(order);
  const others = otherSteps(order);

  const moveTo = async (status: Parameters<typeof move>[0]['status'], note = '') => {
    try {
      const moved = await move({ saleId: order.sale_id, status, note }).unwrap();
      toast.success(`The order is now ${moved.status.replaceAll('_', ' ')}`);
      setError('');
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
  };

  return (
    <section aria-labelledby="next-step" className="rounded-lg border border-line bg-white p-4">
      <h2 id="next-step" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        Next step
      </h2>
      {step === null ? (
        <p className="text-sm text-muted">Nothing left to do with this order.</p>
      ) : step.kind === 'collect_cod' ? (
        <CollectCod order={order} />
      ) : step.status === 'shipped' ? (
        <ShipForm order={order} />
      ) : (
        <Button busy={isLoading} onClick={() => void moveTo(step.status)}>
          {step.label}
        </Button>
      )}
      {others.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {others.map((other) => (
            <Button
              key={other.status}
              variant="secondary"
              busy={isLoading}
              onClick={() => void moveTo(other.status)}
            >
              {other.label}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {mayCancel(order) ? (
        <div className="mt-4 border-t border-line pt-4">
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            Cancel order…
          </Button>
          <ConfirmDialog
            open={cancelling}
            onOpenChange={setCancelling}
            title={`Cancel ${order.sale_id}?`}
            confirmLabel="Cancel with refund"
            destructive
            busy={isLoading}
            onConfirm={() =>
              void moveTo('cancelled', reason).then((done) => done && setCancelling(false))
            }
          >
            <p>The stock goes back on sale and the shopper is told. {cancelRefundText(order)}</p>
            <label className="mt-3 block text-ink">
              <span className="text-sm font-medium">Reason (the shopper sees it)</span>
              <input
                className="mt-1 w-full rounded border border-line px-2 py-1.5"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
              />
            </label>
          </ConfirmDialog>
        </div>
      ) : null}
    </section>
  );
}
