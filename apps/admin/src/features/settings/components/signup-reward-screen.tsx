import type { FormEvent } from 'react';
import { formatMoney, type SignupRewardRule } from '@kesariya/shared';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useSaveSignupRewardMutation, useSignupRewardQuery } from '../api/settings-api';
import { SettingsPage } from './settings-tabs';

function RewardForm({ rule }: { rule: SignupRewardRule }) {
  const { values, field, refused } = useForm({ amount: String(rule.amount) });
  const [save, saving] = useSaveSignupRewardMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(values);
    if ('error' in result) return refused(result.error);
    toast.success('Sign-up reward saved: new accounts get it now');
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <TextField
        label="Sign-up reward (₹)"
        inputMode="decimal"
        hint={`Credited to a new account's wallet, once per proven phone; 0 gives none. Default ${formatMoney(rule.default_amount)}.`}
        {...field('amount')}
      />
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save reward
        </Button>
      </div>
    </form>
  );
}

/** The wallet credit a new account gets. */
export default function SignupRewardScreen() {
  const rule = useSignupRewardQuery();
  return <SettingsPage query={rule}>{(data) => <RewardForm rule={data} />}</SettingsPage>;
}
