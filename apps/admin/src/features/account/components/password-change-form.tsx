import { useRef, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '@kesariya/shared';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { refusalOf } from '@/store/refusal';
import { useChangePasswordMutation } from '../api/account-api';
import { checkPasswordChange } from '../lib/two-factor-forms';

const EMPTY = { current_password: '', new_password: '', confirm: '' };

/**
 * A new password, with the current one. The server checks it against the leaked-password list and
 * its strength, and signs the member out everywhere else; this browser stays signed in.
 */
export function PasswordChangeForm() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const { values, field, showErrors, setValues } = useForm(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstMistake = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPasswordChange(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return focusFirstMistake();
    const result = await change({
      current_password: values.current_password,
      new_password: values.new_password,
    });
    if ('data' in result && result.data) {
      toast.success(result.data);
      setValues(EMPTY);
      return;
    }
    const refused = refusalOf(result.error);
    if (Object.keys(refused.fields).length > 0) {
      showErrors(refused.fields);
      return focusFirstMistake();
    }
    toast.error(refused.message);
  }

  return (
    <form
      ref={form}
      noValidate
      aria-label="Change your password"
      className="flex max-w-md flex-col gap-4"
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN} characters, not a common or leaked password, not built on your name. A few unrelated words work well.`}
        {...field('new_password')}
      />
      <TextField
        label="Type the new password again"
        type="password"
        autoComplete="new-password"
        {...field('confirm')}
      />
      <p className="text-sm text-muted">
        Changing it signs you out of the back office everywhere else.
      </p>
      <div>
        <Button type="submit" busy={isLoading}>
          Change password
        </Button>
      </div>
    </form>
  );
}
