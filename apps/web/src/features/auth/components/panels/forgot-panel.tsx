import { useState, type FormEvent } from 'react';
import { EMAIL_MAX, MESSAGES, validateForgotEmail } from '@kesariya/shared';
import { Button } from '@/components/button';
import { useStoreName } from '@/store/site-api';
import { useForgetPasswordOtpMutation } from '../../api/auth-api';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { FieldError, inputClass, LinkButton } from '../panel-frame';

interface ForgotPanelProps {
  initialEmail: string;
  onSent: (email: string) => void;
  onSignup: () => void;
}

/** Panel 4: the e-mail for a reset code. */
export function ForgotPanel({ initialEmail, onSent, onSignup }: ForgotPanelProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [requestOtp, { isLoading }] = useForgetPasswordOtpMutation();
  const storeName = useStoreName();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateForgotEmail(email);
    setError(problem);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      const answer = await requestOtp({ email: email.trim() }).unwrap();
      toastSuccess(answer.message || MESSAGES.otpSent);
      onSent(email.trim());
    } catch (failure) {
      setError(reportFailure(failure, 'Requesting the reset OTP'));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-forgot-form">
      <p className="text-sm text-muted">
        Enter your registered e-mail and we will send you a 4-digit code.
      </p>
      <label htmlFor="forgot-email" className="mt-4 block text-sm font-medium text-ink">
        E-mail
      </label>
      <input
        id="forgot-email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'forgot-email-error' : undefined}
        className={inputClass}
      />
      <FieldError id="forgot-email-error" message={error} />
      <Button type="submit" disabled={isLoading} className="mt-5 w-full">
        {isLoading ? 'Sending…' : 'Request OTP'}
      </Button>
      <p className="mt-4 text-center text-sm text-muted">
        New to {storeName}? <LinkButton onClick={onSignup}>Sign Up</LinkButton>
      </p>
    </form>
  );
}
