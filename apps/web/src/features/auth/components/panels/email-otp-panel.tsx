import { useEffect, useState, type FormEvent } from 'react';
import { EMAIL_OTP_DIGITS, MESSAGES, RESEND_COUNTDOWN_S, validateEmailOtp } from '@kesariya/shared';
import { Button } from '@/components/button';
import {
  useForgetPasswordOtpMutation,
  useSendEmailOtpMutation,
  useVerifyEmailOtpMutation,
} from '../../api/auth-api';
import { useCountdown } from '@/lib/use-countdown';
import { ResendOtp } from '@/components/resend-otp';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { OtpBoxes } from '@/components/otp-boxes';
import { FieldError } from '../panel-frame';

interface EmailOtpPanelProps {
  email: string;
  purpose: 'reset' | 'signup';
  /** Called once the server has verified the code. */
  onVerified: () => Promise<void> | void;
}

/**
 * Panel 5: four boxes; the server checks the code (docs/decisions/auth-and-sessions.md, OTP rules).
 */
export function EmailOtpPanel({ email, purpose, onVerified }: EmailOtpPanelProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const { start } = countdown;
  const [verifyOtp, { isLoading }] = useVerifyEmailOtpMutation();
  const [resendReset, resendingReset] = useForgetPasswordOtpMutation();
  const [resendSignup, resendingSignup] = useSendEmailOtpMutation();

  useEffect(() => start(RESEND_COUNTDOWN_S), [start]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmailOtp(otp);
    setError(problem);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      const answer = await verifyOtp({ email, otp, purpose }).unwrap();
      if (!answer.status) {
        setError(answer.message || MESSAGES.emailOtpInvalid);
        toastError(answer.message || MESSAGES.emailOtpInvalid);
        return;
      }
      await onVerified();
    } catch (failure) {
      setError(reportFailure(failure, 'Verifying the e-mail OTP'));
    }
  }

  async function resend() {
    try {
      const answer = await (
        purpose === 'reset' ? resendReset({ email }) : resendSignup({ email })
      ).unwrap();
      toastSuccess(answer.message || MESSAGES.otpSent);
      setOtp('');
      setError(null);
      // The e-mail countdown restarts at 120 s.
      start(RESEND_COUNTDOWN_S);
    } catch (failure) {
      setError(reportFailure(failure, 'Resending the e-mail OTP'));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-email-otp-form">
      <p className="text-center text-sm text-muted">
        Enter the {EMAIL_OTP_DIGITS}-digit code sent to{' '}
        <span className="font-semibold break-all text-ink">{email}</span>
      </p>
      <div className="mt-5">
        <OtpBoxes
          length={EMAIL_OTP_DIGITS}
          value={otp}
          onChange={setOtp}
          label="E-mail OTP"
          invalid={Boolean(error)}
          disabled={isLoading}
        />
      </div>
      <div className="text-center">
        <FieldError id="login-email-otp-error" message={error} />
      </div>
      <Button type="submit" disabled={isLoading} className="mt-5 w-full">
        {isLoading ? 'Verifying…' : 'Verify'}
      </Button>
      <ResendOtp
        onResend={resend}
        disabled={countdown.running || resendingReset.isLoading || resendingSignup.isLoading}
        countdown={countdown}
      />
    </form>
  );
}
