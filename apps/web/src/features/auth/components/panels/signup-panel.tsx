import { useState, type FormEvent } from 'react';
import {
  EMAIL_MAX,
  MESSAGES,
  NAME_MAX,
  validateSignupEmail,
  validateSignupName,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { useSendEmailOtpMutation } from '../../api/auth-api';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { FieldError, inputClass } from '../panel-frame';

export interface SignupDetails {
  name: string;
  email: string;
}

interface SignupPanelProps {
  phoneVerified: boolean;
  initial: SignupDetails;
  /** Phone already verified: create the account now. */
  onCreate: (details: SignupDetails) => Promise<void>;
  /** E-mail path: the code went out, verify it next. */
  onEmailOtpSent: (details: SignupDetails) => void;
}

/** Panel 7: complete your profile with full name and e-mail. */
export function SignupPanel({
  phoneVerified,
  initial,
  onCreate,
  onEmailOtpSent,
}: SignupPanelProps) {
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [nameError, setNameError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendEmailOtp] = useSendEmailOtpMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameProblem = validateSignupName(name);
    const emailProblem = validateSignupEmail(email);
    setNameError(nameProblem);
    setEmailError(emailProblem);
    if (nameProblem || emailProblem) {
      toastError((nameProblem ?? emailProblem)!);
      return;
    }
    const details = { name: name.trim(), email: email.trim() };
    setBusy(true);
    try {
      if (phoneVerified) {
        await onCreate(details);
      } else {
        const answer = await sendEmailOtp({ email: details.email }).unwrap();
        toastSuccess(answer.message || MESSAGES.otpSent);
        onEmailOtpSent(details);
      }
    } catch (failure) {
      setEmailError(reportFailure(failure, 'Sign-up'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-signup-form">
      <label htmlFor="signup-name" className="text-sm font-medium text-ink">
        Full name
      </label>
      <input
        id="signup-name"
        autoComplete="name"
        maxLength={NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={Boolean(nameError)}
        aria-describedby={nameError ? 'signup-name-error' : undefined}
        className={inputClass}
      />
      <FieldError id="signup-name-error" message={nameError} />
      <label htmlFor="signup-email" className="mt-4 block text-sm font-medium text-ink">
        E-mail
      </label>
      <input
        id="signup-email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={Boolean(emailError)}
        aria-describedby={emailError ? 'signup-email-error' : undefined}
        className={inputClass}
      />
      <FieldError id="signup-email-error" message={emailError} />
      <Button type="submit" disabled={busy} className="mt-5 w-full">
        {phoneVerified ? 'Submit' : 'Request Otp'}
      </Button>
    </form>
  );
}
