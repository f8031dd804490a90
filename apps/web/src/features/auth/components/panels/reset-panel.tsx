import { useState, type FormEvent } from 'react';
import { validateResetPassword } from '@kesariya/shared';
import { Button } from '@/components/button';
import { useResetPasswordMutation } from '../../api/auth-api';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { FieldError, inputClass } from '../panel-frame';

interface ResetPanelProps {
  email: string;
  onDone: () => void;
}

/** Panel 6: new and confirm password (spec section 5's reset rules). */
export function ResetPanel({ email, onDone }: ResetPanelProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateResetPassword(newPassword, confirmPassword);
    setError(problem);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      const answer = await resetPassword({ email, newPassword }).unwrap();
      toastSuccess(answer.message);
      onDone();
    } catch (failure) {
      setError(reportFailure(failure, 'Resetting the password'));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-reset-form">
      <label htmlFor="reset-new" className="text-sm font-medium text-ink">
        New password
      </label>
      <input
        id="reset-new"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        aria-invalid={Boolean(error)}
        className={inputClass}
      />
      <label htmlFor="reset-confirm" className="mt-4 block text-sm font-medium text-ink">
        Confirm password
      </label>
      <input
        id="reset-confirm"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'reset-error' : undefined}
        className={inputClass}
      />
      <FieldError id="reset-error" message={error} />
      <Button type="submit" disabled={isLoading} className="mt-5 w-full">
        {isLoading ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
