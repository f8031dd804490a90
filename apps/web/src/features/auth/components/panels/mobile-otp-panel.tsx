import { useEffect, useState, type FormEvent } from 'react';
import {
  COUNTRY_CODE,
  MESSAGES,
  MOBILE_OTP_DIGITS,
  MOBILE_RESEND_COUNTDOWN_S,
  RESEND_COUNTDOWN_S,
  validateMobileOtp,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { getSessionId } from '@/lib/storage';
import type { UserInfo } from '@/store/shopper-slice';
import { useLoginByMobileMutation, useVerifyMobileOtpMutation } from '../../api/auth-api';
import { useCountdown } from '@/lib/use-countdown';
import { ResendOtp } from '@/components/resend-otp';
import { useFinishLogin } from '../../hooks/use-finish-login';
import { useSendMobileOtp } from '../../hooks/use-send-mobile-otp';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { OtpBoxes } from '@/components/otp-boxes';
import { FieldError } from '../panel-frame';

interface MobileOtpPanelProps {
  mobile: string;
  onUnregistered: () => void;
}

/** Panel 2: six boxes, auto-submit on the sixth digit, resend after the countdown. */
export function MobileOtpPanel({ mobile, onUnregistered }: MobileOtpPanelProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const { start } = countdown;
  const [verifyOtp, verifying] = useVerifyMobileOtpMutation();
  const [loginByMobile, loggingIn] = useLoginByMobileMutation();
  const resending = useSendMobileOtp();
  const { send: resendOtp, prepare: prepareChallenge } = resending;
  const finishLogin = useFinishLogin();
  const busy = verifying.isLoading || loggingIn.isLoading;

  useEffect(() => start(RESEND_COUNTDOWN_S), [start]);
  // A resend needs a proof of work of its own, solved during the countdown.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the panel opens
  useEffect(() => prepareChallenge(), []);

  async function verify(code: string) {
    const problem = validateMobileOtp(code);
    setError(problem);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      const verified = await verifyOtp({ mobile, otp: code, sessionId: getSessionId() }).unwrap();
      if (!verified.status) {
        setError(verified.message || MESSAGES.mobileOtpInvalid);
        toastError(verified.message || MESSAGES.mobileOtpInvalid);
        return;
      }
      const login = await loginByMobile({ mobile, sessionId: getSessionId() }).unwrap();
      if (login.status) {
        finishLogin(login.message, login.data as UserInfo);
        return;
      }
      // A verified phone without an account opens the sign-up panel.
      toastSuccess(login.message || MESSAGES.mobileVerified);
      onUnregistered();
    } catch (failure) {
      setOtp('');
      setError(reportFailure(failure, 'Verifying the OTP'));
    }
  }

  async function resend() {
    try {
      const answer = await resendOtp(mobile);
      toastSuccess(answer.message || MESSAGES.otpSent);
      setOtp('');
      setError(null);
      // After a mobile resend the countdown is 30 s.
      start(MOBILE_RESEND_COUNTDOWN_S);
    } catch (failure) {
      setError(reportFailure(failure, 'Resending the OTP'));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(otp);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-mobile-otp-form">
      <p className="text-center text-sm text-muted">
        Enter the {MOBILE_OTP_DIGITS}-digit code sent to{' '}
        <span className="font-semibold text-ink">
          {COUNTRY_CODE} {mobile}
        </span>
      </p>
      <div className="mt-5">
        <OtpBoxes
          length={MOBILE_OTP_DIGITS}
          value={otp}
          onChange={setOtp}
          onComplete={(code) => void verify(code)}
          label="Mobile OTP"
          invalid={Boolean(error)}
          disabled={busy}
        />
      </div>
      <div className="text-center">
        <FieldError id="login-mobile-otp-error" message={error} />
      </div>
      <Button type="submit" disabled={busy} className="mt-5 w-full">
        {busy ? 'Verifying…' : 'Verify'}
      </Button>
      <ResendOtp
        onResend={resend}
        disabled={countdown.running || resending.isLoading}
        countdown={countdown}
      />
    </form>
  );
}
