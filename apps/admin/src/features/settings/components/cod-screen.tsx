import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatMoney, splitPincodes, type CodRules } from '@kesariya/shared';
import { Button } from '@/components/button';
import { controlClass, Field } from '@/components/field';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useCodRulesQuery, useSaveCodRulesMutation } from '../api/settings-api';
import { pincodesFromCsv } from '../lib/pincode-csv';
import { PrepaidNudgeSection } from './prepaid-nudge-form';
import { SettingsPage } from './settings-tabs';

/** The pincode list, one a line; a CSV file's pincodes are added to what is typed. */
function PincodeList({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const fileId = useId();
  const [fileNote, setFileNote] = useState('');
  const count = new Set(splitPincodes(value)).size;

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = pincodesFromCsv(await file.text());
    if (found.length === 0) {
      setFileNote(`${file.name} has no pincodes.`);
      return;
    }
    const merged = [...new Set([...splitPincodes(value), ...found])];
    onChange(merged.join('\n'));
    setFileNote(`${found.length} pincodes added from ${file.name}. Save to keep them.`);
  };

  return (
    <div className="flex flex-col gap-2">
      <Field
        id={id}
        label="Pincodes without COD"
        error={error}
        hint={`Delivery pincodes where cash on delivery is not offered: commas, spaces or one a line. ${count} listed.`}
      >
        <textarea
          id={id}
          name="blocked_pincodes"
          rows={6}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className={`${controlClass(error)} h-auto py-2 font-mono`}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium text-ink">
          Import pincodes from a CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void importFile(event)}
          aria-describedby={`${fileId}-hint`}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted" role="status">
          {fileNote || 'The column headed "pincode", or the first column.'}
        </p>
      </div>
    </div>
  );
}

function CodForm({ rules }: { rules: CodRules }) {
  const { values, field, set, errors, refused } = useForm({
    cod_min: String(rules.cod_min),
    cod_max: String(rules.cod_max),
    refusal_limit: String(rules.refusal_limit),
    blocked_pincodes: rules.blocked_pincodes.join('\n'),
  });
  const [save, saving] = useSaveCodRulesMutation();
  const { defaults } = rules;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(values);
    if ('error' in result) return refused(result.error);
    set('blocked_pincodes', result.data.blocked_pincodes.join('\n'));
    toast.success('Cash on delivery saved: checkout uses it now');
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="COD minimum (₹)"
          inputMode="decimal"
          hint={`The smallest order total offered cash on delivery. Default ${formatMoney(defaults.cod_min)}.`}
          {...field('cod_min')}
        />
        <TextField
          label="COD maximum (₹)"
          inputMode="decimal"
          hint={`The largest. Default ${formatMoney(defaults.cod_max)}.`}
          {...field('cod_max')}
        />
      </div>
      <TextField
        label="Refused orders before COD is off for an account"
        inputMode="numeric"
        hint={`Cash-on-delivery orders an account has not accepted at the door (returned to the store). 0 keeps COD on whatever happened. Default ${defaults.refusal_limit}.`}
        {...field('refusal_limit')}
      />
      <PincodeList
        value={values.blocked_pincodes}
        error={errors.blocked_pincodes}
        onChange={(value) => set('blocked_pincodes', value)}
      />
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save cash on delivery
        </Button>
      </div>
    </form>
  );
}

/**
 * Who is offered cash on delivery (the order-value band, the pincodes, the refused parcels), and
 * what paying online instead saves.
 */
export default function CodScreen() {
  const rules = useCodRulesQuery();
  return (
    <SettingsPage query={rules}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <CodForm rules={data} />
          <PrepaidNudgeSection />
        </div>
      )}
    </SettingsPage>
  );
}
