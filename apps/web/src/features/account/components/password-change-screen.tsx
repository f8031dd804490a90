import { useState, type FormEvent } from 'react';
import { validateResetPassword } from '@kesariya/shared';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/password-field';
import { RequireLogin } from '@/components/require-login';
import { saveLogin } from '@/lib/auth-storage';
import { toast } from '@/lib/toast';
import { failureOf } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { shopperActions } from '@/store/shopper-slice';
import { useChangePasswordMutation } from '../api/account-api';
import { useReportFailure } from '../hooks/use-report-failure';

/** Not among the fixed messages (the reset form has no current password); worded like them. */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required!';

/**
 * /password-change: a logged-in shopper sets a new password with the reset form's rules
 * (docs/decisions/api-and-validation.md, Validation messages). An account made by mobile OTP has no
 * password yet, so its first one needs none. Logged out, the screen says why and opens the login
 * modal; after login the shopper lands here again.
 */
export function PasswordChangeScreen() {
  return (
    <RequireLogin
      title="Change password"
      reason="Please log in to change your password."
      loginLabel="Login"
      openLoginAtOnce
      testId="password-change-logged-out"
    >
      <section className="mx-auto max-w-md px-5 py-10 sm:py-14">
        <h1 className="font-display text-3xl font-semibold text-ink">Change password</h1>
        <PasswordChangeForm />
      </section>
    </RequireLogin>
  );
}

function PasswordChangeForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const hasPassword = user?.has_password !== false;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The current password is the one at fault: left empty, or refused by the server.
  const [currentAtFault, setCurrentAtFault] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const reportFailure = useReportFailure();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const problem =
      (hasPassword && !current ? CURRENT_PASSWORD_REQUIRED : null) ??
      validateResetPassword(next, confirm);
    setError(problem);
    setCurrentAtFault(problem === CURRENT_PASSWORD_REQUIRED);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const answer = await changePassword({
        currentPassword: hasPassword ? current : '',
        newPassword: next,
      }).unwrap();
      if (!answer.status) {
        setError(answer.message);
        toast.error(answer.message);
        return;
      }
      toast.success(answer.message);
      setDone(answer.message);
      setCurrent('');
      setNext('');
      setConfirm('');
      if (user && user.has_password !== true) {
        // The display copy learns that the account has a password now (the next change asks for it).
        const updated = { ...user, has_password: true };
        saveLogin(updated);
        dispatch(shopperActions.userInfo(updated));
      }
    } catch (failure) {
      const message = reportFailure(failure, 'Changing the password');
      if (message) {
        setError(message);
        setCurrentAtFault('current_password' in failureOf(failure).fields);
      }
    }
  }

  const describedBy = error ? 'password-change-error' : undefined;
  const newPasswordInvalid = Boolean(error) && !currentAtFault;
  return (
    <form onSubmit={submit} noValidate className="mt-6" data-testid="password-change-form">
      {hasPassword ? (
        <>
          <PasswordField
            first
            id="password-current"
            label="Current password"
            autoComplete="current-password"
            value={current}
            onValueChange={setCurrent}
            invalid={Boolean(error) && currentAtFault}
            describedBy={describedBy}
          />
        </>
      ) : (
        <p className="text-[15px] leading-7 text-muted">
          Your account has no password yet. Set one to log in with your e-mail address as well.
        </p>
      )}
      <PasswordField
        id="password-new"
        label="New password"
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        invalid={newPasswordInvalid}
        describedBy={describedBy}
      />
      <PasswordField
        id="password-confirm"
        label="Confirm password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        invalid={newPasswordInvalid}
        describedBy={describedBy}
      />
      {error && (
        <p id="password-change-error" role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      {done && (
        <p
          role="status"
          className="mt-2 text-sm font-medium text-success"
          data-testid="password-change-done"
        >
          {done}
        </p>
      )}
      <Button type="submit" disabled={isLoading} className="mt-6 w-full">
        {isLoading ? 'Saving…' : 'Change Password'}
      </Button>
    </form>
  );
}
