import { useEffect, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  MOBILE_OTP_DIGITS,
  RESEND_COUNTDOWN_S,
  validateMobileOtp,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { OtpBoxes } from '@/components/otp-boxes';
import { ResendOtp } from '@/components/resend-otp';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { refusedOtpChallenge, useOtpChallenge } from '@/store/otp-challenge-api';
import { useSendOwnPhoneOtpMutation, useVerifyOwnPhoneMutation } from '../api/account-api';
import { useReportFailure } from '../hooks/use-report-failure';

interface ConfirmByPhoneProps {
  /** The account's proven mobile number, 10 digits. */
  phone: string;
  /** Why the shopper is asked (again), e.g. the server's word that the last proof ran out. */
  notice: string | null;
  onConfirmed: () => void;
}

/**
 * For an account without a password: a code to its proven phone shows that the shopper holds it,
 * before the account's contact details may change. The login's own mobile OTP, with its proof of
 * work; the server keeps the proof on this session (docs/decisions/auth-and-sessions.md, Sessions
 * and identity).
 */
export function ConfirmByPhone({ phone, notice, onConfirmed }: ConfirmByPhoneProps) {
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(notice);
  const [solving, setSolving] = useState(false);
  const countdown = useCountdown();
  const [sendOtp, sending] = useSendOwnPhoneOtpMutation();
  const [verifyPhone, verifying] = useVerifyOwnPhoneMutation();
  const reportFailure = useReportFailure();
  const challenge = useOtpChallenge();
  const shown = `+91 ${phone}`;

  // The proof of work is solved while the shopper reads, so Send code rarely waits for it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the step opens
  useEffect(() => challenge.prepare(), []);

  async function attempt() {
    setSolving(true);
    let altcha: string;
    try {
      altcha = await challenge.take();
    } finally {
      setSolving(false);
    }
    return sendOtp({ mobile: phone, altcha }).unwrap();
  }

  async function send() {
    try {
      let answer;
      try {
        answer = await attempt();
      } catch (failure) {
        // A solution that expired on the way (the tab slept, say) is replaced once, unseen.
        if (!refusedOtpChallenge(failure)) throw failure;
        answer = await attempt();
      }
      toast.success(answer.message || MESSAGES.otpSent);
      setSent(true);
      setOtp('');
      setError(null);
      countdown.start(answer.data?.resend_in ?? RESEND_COUNTDOWN_S);
    } catch (failure) {
      setError(reportFailure(failure, 'Sending the confirmation code'));
    }
  }

  async function verify(code: string) {
    const invalid = validateMobileOtp(code);
    if (invalid) {
      setError(invalid);
      toast.error(invalid);
      return;
    }
    try {
      await verifyPhone({ mobile: phone, otp: code }).unwrap();
      onConfirmed();
    } catch (failure) {
      setError(reportFailure(failure, 'Confirming the mobile number'));
    }
  }

  const errorId = 'contact-confirm-error';
  const errorLine = error && (
    <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
      {error}
    </p>
  );
  const busy = sending.isLoading || solving;

  if (!sent)
    return (
      <form
        noValidate
        className="mt-5"
        data-testid="contact-confirm-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void send();
        }}
      >
        <p className="text-[15px] leading-7 text-muted">
          Your account has no password, so first we check it is you: we send a {MOBILE_OTP_DIGITS}
          -digit code to <span className="font-semibold whitespace-nowrap text-ink">{shown}</span>.
        </p>
        {errorLine}
        <Button type="submit" disabled={busy} className="mt-5 w-full">
          {busy ? 'Sending…' : 'Send code'}
        </Button>
      </form>
    );

  return (
    <form
      noValidate
      className="mt-5"
      data-testid="contact-confirm-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void verify(otp);
      }}
    >
      <p className="text-center text-sm text-muted">
        To check it is you, enter the {MOBILE_OTP_DIGITS}-digit code sent to{' '}
        <span className="font-semibold whitespace-nowrap text-ink">{shown}</span>
      </p>
      <div className="mt-5">
        <OtpBoxes
          length={MOBILE_OTP_DIGITS}
          value={otp}
          onChange={setOtp}
          onComplete={(code) => void verify(code)}
          label="Confirmation code"
          invalid={Boolean(error)}
          disabled={verifying.isLoading}
        />
      </div>
      <div className="text-center">{errorLine}</div>
      <Button type="submit" disabled={verifying.isLoading} className="mt-5 w-full">
        {verifying.isLoading ? 'Checking…' : 'Continue'}
      </Button>
      <ResendOtp
        onResend={() => void send()}
        disabled={countdown.running || busy}
        countdown={countdown}
      />
    </form>
  );
}
