import type { FormEvent } from 'react';
import { formatMoney, type DeliveryRules } from '@kesariya/shared';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useDeliveryRulesQuery, useSaveDeliveryRulesMutation } from '../api/settings-api';
import { SettingsPage } from './settings-tabs';

function DeliveryForm({ rules }: { rules: DeliveryRules }) {
  const { values, field, refused } = useForm({
    free_delivery_above: String(rules.free_delivery_above),
    delivery_charge: String(rules.delivery_charge),
  });
  const [save, saving] = useSaveDeliveryRulesMutation();
  const { defaults } = rules;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(values);
    if ('error' in result) return refused(result.error);
    toast.success('Delivery saved: carts and checkout use it now');
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <TextField
        label="Free delivery above (₹)"
        inputMode="decimal"
        hint={`Orders whose items come to this much or more ship free. Default ${formatMoney(defaults.free_delivery_above)}.`}
        {...field('free_delivery_above')}
      />
      <TextField
        label="Delivery charge (₹)"
        inputMode="decimal"
        hint={`Charged below that amount; store pickup is always free. Default ${formatMoney(defaults.delivery_charge)}.`}
        {...field('delivery_charge')}
      />
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save delivery
        </Button>
      </div>
    </form>
  );
}

/** Free delivery threshold and the delivery charge. */
export default function DeliveryScreen() {
  const rules = useDeliveryRulesQuery();
  return <SettingsPage query={rules}>{(data) => <DeliveryForm rules={data} />}</SettingsPage>;
}
