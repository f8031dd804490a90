import type { FormEvent } from 'react';
import { PREPAID_PERCENT_MAX, type PrepaidNudge } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ErrorState, LoadingState } from '@/components/query-state';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { usePrepaidNudgeQuery, useSavePrepaidNudgeMutation } from '../api/settings-api';

const KIND_OPTIONS = [
  { value: 'off', label: 'No saving' },
  { value: 'amount', label: 'Rupees off' },
  { value: 'percent', label: 'Percent off' },
];

function NudgeForm({ nudge }: { nudge: PrepaidNudge }) {
  const { values, field, refused } = useForm({
    kind: nudge.kind as string,
    amount: nudge.kind === 'amount' ? String(nudge.amount) : '',
    percent: nudge.kind === 'percent' ? String(nudge.percent) : '',
    cap: nudge.cap === null ? '' : String(nudge.cap),
  });
  const [save, saving] = useSavePrepaidNudgeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(values);
    if ('error' in result) return refused(result.error);
    toast.success('Prepaid saving saved: checkout offers it now');
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="prepaid-nudge-title"
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id="prepaid-nudge-title" className="text-base font-semibold text-ink">
          Prepaid saving
        </h2>
        <p className="mt-1 text-sm text-muted">
          Where cash on delivery is offered, checkout and the order page say “Pay online now and
          save ₹…”. Paid online, a parcel cannot be refused at the door.
        </p>
      </div>
      <Select label="Saving for paying online" options={KIND_OPTIONS} {...field('kind')} />
      {values.kind === 'amount' && (
        <TextField
          label="Saving amount (₹)"
          inputMode="decimal"
          hint="Taken off the part paid online."
          {...field('amount')}
        />
      )}
      {values.kind === 'percent' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Saving percentage (%)"
            inputMode="numeric"
            hint={`A whole number from 1 to ${PREPAID_PERCENT_MAX}, of the part paid online, rounded down to the rupee.`}
            {...field('percent')}
          />
          <TextField
            label="Saving cap (₹)"
            inputMode="decimal"
            hint="The most it saves; empty for no cap."
            {...field('cap')}
          />
        </div>
      )}
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save prepaid saving
        </Button>
      </div>
    </form>
  );
}

/** The prepaid nudge, its own section of Settings › Cash on delivery. */
export function PrepaidNudgeSection() {
  const nudge = usePrepaidNudgeQuery();
  if (nudge.isLoading) return <LoadingState />;
  if (nudge.isError || !nudge.data) return <ErrorState error={nudge.error} />;
  return <NudgeForm nudge={nudge.data} />;
}
