import { useState, type FormEvent } from 'react';
import { validateResetPassword } from '@kesariya/shared';
import { Button } from '@/components/button';
import { useResetPasswordMutation } from '../../api/auth-api';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { PasswordField } from '@/components/password-field';
import { FieldError } from '../panel-frame';

interface ResetPanelProps {
  email: string;
  onDone: () => void;
}

/**
 * Panel 6: new and confirm password (docs/decisions/api-and-validation.md, Validation messages: the
 * reset rules).
 */
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
      <PasswordField
        first
        id="reset-new"
        label="New password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNewPassword}
        invalid={Boolean(error)}
      />
      <PasswordField
        id="reset-confirm"
        label="Confirm password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        invalid={Boolean(error)}
        describedBy={error ? 'reset-error' : undefined}
      />
      <FieldError id="reset-error" message={error} />
      <Button type="submit" disabled={isLoading} className="mt-5 w-full">
        {isLoading ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
