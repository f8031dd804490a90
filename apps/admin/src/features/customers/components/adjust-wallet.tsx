import { useState, type FormEvent } from 'react';
import { formatMoney, WALLET_ADJUST_REASON_MAX } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { failureOf } from '@/store/api';
import { useAdjustWalletMutation } from '../api/customers-api';

/** The owner's credit or debit of a shopper's wallet, with its reason, confirmed once. */
export function AdjustWallet({
  userId,
  name,
  balance,
}: {
  userId: number;
  name: string;
  balance: number;
}) {
  const [adjust, { isLoading }] = useAdjustWalletMutation();
  const { values, field, showErrors, setValues } = useForm({ amount: '', reason: '' });
  const { amount, reason } = values;
  const [confirming, setConfirming] = useState(false);
  const value = Number(amount);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(/^[+-]?\d+(\.\d{1,2})?$/.test(amount.trim()) && value !== 0
        ? {}
        : { amount: 'Enter an amount in rupees: 500 to credit, -500 to debit' }),
      ...(value < 0 && -value > balance
        ? { amount: `The wallet holds ${formatMoney(balance)}: it cannot go below zero` }
        : {}),
      ...(reason.trim() ? {} : { reason: 'Say why: the shopper sees it in their wallet' }),
    };
    showErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const confirm = async () => {
    try {
      const done = await adjust({
        user_id: userId,
        amount: amount.trim(),
        reason: reason.trim(),
      }).unwrap();
      toast.success(`Wallet now ${formatMoney(done.balance)}`);
      setValues({ amount: '', reason: '' });
    } catch (failure) {
      // A refusal of neither field (the shopper is gone) is shown where the amount is typed.
      const { message, fields } = failureOf(failure);
      const { amount, reason } = fields;
      showErrors(amount || reason ? { amount, reason } : { amount: message });
    }
    setConfirming(false);
  };

  return (
    <form onSubmit={ask} aria-label="Adjust wallet" className="grid gap-3" noValidate>
      <TextField
        label="Amount (₹)"
        hint="Positive to credit, negative to debit"
        inputMode="decimal"
        {...field('amount')}
      />
      <TextField label="Reason" maxLength={WALLET_ADJUST_REASON_MAX} {...field('reason')} />
      <div>
        <Button type="submit">Adjust wallet</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={value > 0 ? 'Credit the wallet?' : 'Debit the wallet?'}
        confirmLabel={value > 0 ? 'Credit' : 'Debit'}
        destructive={value < 0}
        busy={isLoading}
        onConfirm={() => void confirm()}
      >
        {value > 0
          ? `${formatMoney(value)} goes into ${name}'s wallet`
          : `${formatMoney(-value)} is taken from ${name}'s wallet`}
        , which then holds {formatMoney(balance + value)}. They see “{reason.trim()}” beside it, and
        the change is in the audit log.
      </ConfirmDialog>
    </form>
  );
}
