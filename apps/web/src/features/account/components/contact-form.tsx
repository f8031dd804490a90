import { useState, type FormEvent } from 'react';
import {
  EMAIL_MAX,
  EMAIL_OTP_DIGITS,
  MESSAGES,
  MOBILE_OTP_DIGITS,
  RESEND_COUNTDOWN_S,
  validateEmailOtp,
  validateMobile,
  validateMobileOtp,
  validateSignupEmail,
  type ContactChannel,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { MobileNumberInput } from '@/components/mobile-number-input';
import { OtpBoxes } from '@/components/otp-boxes';
import { inputClass } from '@/components/password-field';
import { ResendOtp } from '@/components/resend-otp';
import { saveLogin } from '@/lib/auth-storage';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';
import { useSendContactOtpMutation, useVerifyContactMutation } from '../api/account-api';
import { useReportFailure } from '../hooks/use-report-failure';

export type ContactIntent = 'verify' | 'change';

/** How each detail is named, checked and proven (the sign-up rules, docs/decisions.md, OTP rules). */
const CHANNEL = {
  email: {
    noun: 'e-mail address',
    label: 'New e-mail address',
    digits: EMAIL_OTP_DIGITS,
    otpLabel: 'E-mail OTP',
    validate: validateSignupEmail,
    validateOtp: validateEmailOtp,
    shown: (value: string) => value,
  },
  mobile: {
    noun: 'mobile number',
    label: 'New mobile number',
    digits: MOBILE_OTP_DIGITS,
    otpLabel: 'Mobile OTP',
    validate: validateMobile,
    validateOtp: validateMobileOtp,
    shown: (value: string) => `+91 ${value}`,
  },
} as const;

export const CONTACT_DIALOG_TITLES: Record<ContactChannel, Record<ContactIntent, string>> = {
  email: { verify: 'Verify e-mail address', change: 'Change e-mail address' },
  mobile: { verify: 'Verify mobile number', change: 'Change mobile number' },
};

interface ContactFormProps {
  channel: ContactChannel;
  intent: ContactIntent;
  /** The account's present detail: proven by 'verify', replaced by 'change'. */
  current: string;
  onDone: () => void;
}

/**
 * Proves an e-mail address or mobile number of the shopper's with a fresh code sent to it: the
 * present one (verify) or a new one (change). Only once the server has checked the code does the
 * account take it, as its login identity.
 */
export function ContactForm({ channel, intent, current, onDone }: ContactFormProps) {
  const words = CHANNEL[channel];
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(intent === 'verify' ? current : '');
  // The detail the code went to; null while it is still being chosen.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const [sendOtp, sending] = useSendContactOtpMutation();
  const [verifyContact, verifying] = useVerifyContactMutation();
  const reportFailure = useReportFailure();

  function refuse(problem: string) {
    setError(problem);
    toast.error(problem);
  }

  async function send(target: string) {
    const problem = words.validate(target);
    if (problem) return refuse(problem);
    try {
      const answer = await sendOtp({ channel, value: target }).unwrap();
      toast.success(answer.message || MESSAGES.otpSent);
      setSentTo(target);
      setOtp('');
      setError(null);
      countdown.start(answer.data?.resend_in ?? RESEND_COUNTDOWN_S);
    } catch (failure) {
      setError(reportFailure(failure, `Sending the ${words.noun} OTP`));
    }
  }

  async function verify(code: string) {
    if (sentTo === null) return;
    const problem = words.validateOtp(code);
    if (problem) return refuse(problem);
    try {
      const answer = await verifyContact({ channel, value: sentTo, otp: code }).unwrap();
      toast.success(answer.message);
      saveLogin(answer.data);
      dispatch(shopperActions.userInfo(answer.data));
      onDone();
    } catch (failure) {
      setError(reportFailure(failure, `Verifying the ${words.noun}`));
    }
  }

  const errorId = `contact-${channel}-error`;
  const errorLine = error && (
    <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
      {error}
    </p>
  );

  if (sentTo === null) {
    return (
      <form
        noValidate
        className="mt-5"
        data-testid="contact-send-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void send(value.trim());
        }}
      >
        {intent === 'verify' ? (
          <p className="text-[15px] text-muted">
            We will send a {words.digits}-digit code to{' '}
            <span className="font-semibold break-all text-ink">{words.shown(current)}</span>.
          </p>
        ) : (
          <>
            <label htmlFor={`contact-${channel}`} className="text-sm font-medium text-ink">
              {words.label}
            </label>
            {channel === 'mobile' ? (
              <MobileNumberInput
                id={`contact-${channel}`}
                value={value}
                onValueChange={setValue}
                invalid={Boolean(error)}
                describedBy={error ? errorId : undefined}
              />
            ) : (
              <input
                id={`contact-${channel}`}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                className={inputClass}
              />
            )}
            <p className="mt-2 text-sm text-muted">
              We send a code there; it becomes the {words.noun} you log in with once you enter it.
            </p>
          </>
        )}
        {errorLine}
        <Button type="submit" disabled={sending.isLoading} className="mt-5 w-full">
          {sending.isLoading ? 'Sending…' : 'Send OTP'}
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="mt-5"
      data-testid="contact-verify-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void verify(otp);
      }}
    >
      <p className="text-center text-sm text-muted">
        Enter the {words.digits}-digit code sent to{' '}
        <span className="font-semibold break-all text-ink">{words.shown(sentTo)}</span>
      </p>
      <div className="mt-5">
        <OtpBoxes
          length={words.digits}
          value={otp}
          onChange={setOtp}
          // Six digits verify themselves, as in the login modal.
          onComplete={channel === 'mobile' ? (code) => void verify(code) : undefined}
          label={words.otpLabel}
          invalid={Boolean(error)}
          disabled={verifying.isLoading}
        />
      </div>
      <div className="text-center">{errorLine}</div>
      <Button type="submit" disabled={verifying.isLoading} className="mt-5 w-full">
        {verifying.isLoading ? 'Verifying…' : 'Verify'}
      </Button>
      <ResendOtp
        onResend={() => void send(sentTo)}
        disabled={countdown.running || sending.isLoading}
        countdown={countdown}
      />
      {intent === 'change' && (
        <p className="mt-2 text-center text-sm">
          <button
            type="button"
            onClick={() => {
              setSentTo(null);
              setError(null);
            }}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            Use a different {words.noun}
          </button>
        </p>
      )}
    </form>
  );
}
