import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { inputClass, PasswordField } from '@/components/password-field';
import { ResendOtp } from '@/components/resend-otp';
import { saveLogin } from '@/lib/auth-storage';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { failureOf } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';
import { useSendContactOtpMutation, useVerifyContactMutation } from '../api/account-api';
import { useReportFailure } from '../hooks/use-report-failure';
import { ConfirmByPhone } from './confirm-by-phone';

export type ContactIntent = 'verify' | 'change';

/**
 * How each detail is named, checked and proven (the sign-up rules,
 * docs/decisions/auth-and-sessions.md, OTP rules).
 */
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

/** The fields of the send form a message can belong to; null for the form as a whole. */
type Field = 'password' | 'value' | null;

interface Problem {
  field: Field;
  message: string;
}

interface ContactFormProps {
  channel: ContactChannel;
  intent: ContactIntent;
  /** The account's present detail: proven by 'verify', replaced by 'change'. */
  current: string;
  /**
   * How the shopper shows it is them before a code goes out (docs/decisions/auth-and-sessions.md,
   * Sessions and identity): the account's password, or for an account without one a code to its
   * proven phone.
   */
  hasPassword: boolean;
  /** The account's proven mobile number, where that code goes; null when it has none. */
  provenPhone: string | null;
  onDone: () => void;
}

/**
 * Proves an e-mail address or mobile number of the shopper's with a fresh code sent to it: the
 * present one (verify) or a new one (change). The shopper first shows it is them, by the password
 * or a code to the phone, so a session left open or stolen cannot move the account elsewhere. Only
 * once the server has checked the code does the account take the detail, as its login identity.
 */
export function ContactForm({
  channel,
  intent,
  current,
  hasPassword,
  provenPhone,
  onDone,
}: ContactFormProps) {
  const words = CHANNEL[channel];
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(intent === 'verify' ? current : '');
  const [password, setPassword] = useState('');
  // The detail the code went to; null while it is still being chosen.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const countdown = useCountdown();
  const [sendOtp, sending] = useSendContactOtpMutation();
  const [verifyContact, verifying] = useVerifyContactMutation();
  const reportFailure = useReportFailure();
  // An account without a password proves its phone on this session first. The server honours
  // that proof for ten minutes and says so (403) once it has run out: then the code goes again,
  // and what was typed here stays.
  const [confirmed, setConfirmed] = useState(hasPassword);
  const [proofNotice, setProofNotice] = useState<string | null>(null);
  const passwordRef = useRef<HTMLDivElement>(null);
  const valueRef = useRef<HTMLDivElement>(null);

  // The caret goes to the field at fault, so it can be fixed at once; after the render, since a
  // refused resend brings the form back first.
  useEffect(() => {
    const box =
      problem?.field === 'password' ? passwordRef : problem?.field === 'value' ? valueRef : null;
    box?.current?.querySelector('input')?.focus();
  }, [problem]);

  function show(next: Problem, announce: boolean) {
    setProblem(next);
    if (announce) toast.error(next.message);
  }

  async function send(target: string) {
    const invalid = words.validate(target);
    if (invalid)
      return show({ field: intent === 'change' ? 'value' : null, message: invalid }, true);
    if (hasPassword && !password)
      return show({ field: 'password', message: MESSAGES.loginPasswordRequired }, true);
    try {
      const answer = await sendOtp({ channel, value: target, password }).unwrap();
      toast.success(answer.message || MESSAGES.otpSent);
      setSentTo(target);
      setOtp('');
      setProblem(null);
      countdown.start(answer.data?.resend_in ?? RESEND_COUNTDOWN_S);
    } catch (failure) {
      const message = reportFailure(failure, `Sending the ${words.noun} OTP`);
      if (!message) return;
      const { status, fields } = failureOf(failure);
      if (status === 403 && !hasPassword) {
        setProofNotice(message);
        setConfirmed(false);
        return;
      }
      // A refusal of the new detail or the password while the code form shows (a resend) goes
      // back to the form where it can be fixed, all typed as it was.
      const field: Field = fields.password ? 'password' : fields.value ? 'value' : null;
      if (field && sentTo !== null) setSentTo(null);
      show({ field, message: (field && fields[field]) || message }, false);
    }
  }

  async function verify(code: string) {
    if (sentTo === null) return;
    const invalid = words.validateOtp(code);
    if (invalid) return show({ field: null, message: invalid }, true);
    try {
      const answer = await verifyContact({ channel, value: sentTo, otp: code }).unwrap();
      toast.success(answer.message);
      saveLogin(answer.data);
      dispatch(shopperActions.userInfo(answer.data));
      onDone();
    } catch (failure) {
      const message = reportFailure(failure, `Verifying the ${words.noun}`);
      if (message) show({ field: null, message }, false);
    }
  }

  const ids = {
    password: `contact-${channel}-password-error`,
    value: `contact-${channel}-value-error`,
    form: `contact-${channel}-error`,
  };
  const messageOf = (field: Field) =>
    problem && problem.field === field ? (
      <p id={ids[field ?? 'form']} role="alert" className="mt-2 text-sm text-danger">
        {problem.message}
      </p>
    ) : null;
  const describedBy = (field: 'password' | 'value') =>
    problem?.field === field ? ids[field] : undefined;

  if (!confirmed) {
    if (!provenPhone)
      return (
        <p className="mt-5 text-[15px] leading-7 text-muted" data-testid="contact-needs-password">
          To change your contact details, please first set a password for your account on the Change
          Password page, so that we can check it is you.
        </p>
      );
    return (
      <ConfirmByPhone
        phone={provenPhone}
        notice={proofNotice}
        onConfirmed={() => {
          setProofNotice(null);
          setConfirmed(true);
        }}
      />
    );
  }

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
        {hasPassword && (
          <div ref={passwordRef} className="mb-5">
            <p className="mb-3 text-[15px] text-muted">
              For your safety, please enter your password first.
            </p>
            <PasswordField
              first
              id={`contact-${channel}-password`}
              label="Your password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              invalid={problem?.field === 'password'}
              describedBy={describedBy('password')}
            />
            {messageOf('password')}
          </div>
        )}
        {intent === 'verify' ? (
          <p className="text-[15px] text-muted">
            We will send a {words.digits}-digit code to{' '}
            <span className="font-semibold break-all text-ink">{words.shown(current)}</span>.
          </p>
        ) : (
          <div ref={valueRef}>
            <label htmlFor={`contact-${channel}`} className="text-sm font-medium text-ink">
              {words.label}
            </label>
            {channel === 'mobile' ? (
              <MobileNumberInput
                id={`contact-${channel}`}
                value={value}
                onValueChange={setValue}
                invalid={problem?.field === 'value'}
                describedBy={describedBy('value')}
              />
            ) : (
              <input
                id={`contact-${channel}`}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={problem?.field === 'value'}
                aria-describedby={describedBy('value')}
                className={inputClass}
              />
            )}
            {messageOf('value')}
            <p className="mt-2 text-sm text-muted">
              We send a code there; it becomes the {words.noun} you log in with once you enter it.
            </p>
          </div>
        )}
        {messageOf(null)}
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
          invalid={Boolean(problem)}
          disabled={verifying.isLoading}
        />
      </div>
      <div className="text-center">{messageOf(null)}</div>
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
              setProblem(null);
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
