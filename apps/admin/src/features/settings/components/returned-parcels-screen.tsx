import { useState, type FormEvent } from 'react';
import type { ReturnedParcelRule } from '@kesariya/shared';
import { Button } from '@/components/button';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useReturnedParcelsQuery, useSaveReturnedParcelsMutation } from '../api/settings-api';
import { SettingsPage } from './settings-tabs';

const CHOICES = [
  {
    value: 'original',
    label: 'To the original payment',
    hint: 'Razorpay refunds the card, UPI or bank account in 5-7 working days.',
  },
  {
    value: 'wallet',
    label: 'To the shopper’s wallet',
    hint: 'At once, to spend on their next order.',
  },
] as const;

function RefundForm({ rule }: { rule: ReturnedParcelRule }) {
  const [refundTo, setRefundTo] = useState<string>(rule.refund_to);
  const [save, saving] = useSaveReturnedParcelsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ refund_to: refundTo });
    if ('error' in result) return void toast.error(errorMessage(result.error));
    toast.success('Saved: returned prepaid parcels are refunded this way from now on');
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <fieldset>
        <legend className="font-medium text-ink">
          When a prepaid parcel comes back undelivered, refund it
        </legend>
        <p className="mt-1 text-sm text-muted">
          Its pieces go back in stock either way; a cash-on-delivery order is closed with nothing to
          refund but what the wallet paid. Default:{' '}
          {CHOICES.find((c) => c.value === rule.default_refund_to)?.label.toLowerCase()}.
        </p>
        <div className="mt-3 flex flex-col gap-2">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand"
            >
              <input
                type="radio"
                name="refund_to"
                value={choice.value}
                checked={refundTo === choice.value}
                onChange={() => setRefundTo(choice.value)}
                className="mt-1 size-4 accent-brand"
              />
              <span>
                <span className="block text-ink">{choice.label}</span>
                <span className="block text-sm text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** Where the money of a prepaid parcel returned to the store (RTO) goes. */
export default function ReturnedParcelsScreen() {
  const rule = useReturnedParcelsQuery();
  return <SettingsPage query={rule}>{(data) => <RefundForm rule={data} />}</SettingsPage>;
}
