import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGES, normalizeMobileInput, STORAGE_KEYS, validateMobile } from '@kesariya/shared';
import { Button } from '@/components/button';
import { MobileNumberInput } from '@/components/mobile-number-input';
import { EMAIL_LOGIN_MARK, type LoginShellState } from '@/lib/login-shell';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { useSendMobileOtp } from '../../hooks/use-send-mobile-otp';
import { reportFailure, toastError, toastSuccess } from '../login-feedback';
import { FieldError, LinkButton } from '../panel-frame';

interface MobilePanelProps {
  onSent: (mobile: string) => void;
  onEmailLogin: () => void;
  /** What the login dialog drawn with the page held, when this panel takes it over. */
  start?: LoginShellState | null;
}

/** Panel 1: mobile entry with +91, remember-me and Request OTP. */
export function MobilePanel({ onSent, onEmailLogin, start }: MobilePanelProps) {
  const remembered = readStorage(STORAGE_KEYS.rememberedPhone) ?? '';
  const [mobile, setMobile] = useState(() =>
    start ? normalizeMobileInput(start.mobile) : remembered,
  );
  const [remember, setRemember] = useState(start ? start.remember : Boolean(remembered));
  const [error, setError] = useState<string | null>(null);
  const { send: sendOtp, prepare: prepareChallenge, isLoading } = useSendMobileOtp();
  const form = useRef<HTMLFormElement>(null);
  const sentForShell = useRef(false);

  // The proof of work is solved while the number is typed (docs/decisions/auth-and-sessions.md, OTP
  // rules).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the panel opens
  useEffect(() => prepareChallenge(), []);

  // Request OTP was tapped in the drawn dialog: it is sent now, as if tapped here.
  useEffect(() => {
    if (start?.request !== 'send' || sentForShell.current) return;
    sentForShell.current = true;
    form.current?.requestSubmit();
  }, [start]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateMobile(mobile);
    setError(problem);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      const answer = await sendOtp(mobile);
      if (!answer.status) {
        setError(answer.message || MESSAGES.otpSendFailed);
        toastError(answer.message || MESSAGES.otpSendFailed);
        return;
      }
      // Remember-me stores the phone on a successful OTP request, else removes it.
      if (remember) writeStorage(STORAGE_KEYS.rememberedPhone, mobile);
      else removeStorage(STORAGE_KEYS.rememberedPhone);
      toastSuccess(answer.message || MESSAGES.otpSent);
      onSent(mobile);
    } catch (failure) {
      setError(reportFailure(failure, 'Sending the OTP'));
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate data-testid="login-mobile-form">
      <label htmlFor="login-mobile" className="text-sm font-medium text-ink">
        Mobile number
      </label>
      <MobileNumberInput
        id="login-mobile"
        value={mobile}
        onValueChange={setMobile}
        invalid={Boolean(error)}
        describedBy={error ? 'login-mobile-error' : undefined}
      />
      <FieldError id="login-mobile-error" message={error} />
      <label className="mt-4 flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          className="size-4 accent-brand"
        />
        Remember me
      </label>
      <Button type="submit" disabled={isLoading} className="mt-5 w-full">
        {isLoading ? 'Sending…' : 'Request OTP'}
      </Button>
      <p className="mt-4 text-center text-sm text-muted">
        Have a password?{' '}
        <LinkButton onClick={onEmailLogin} {...{ [EMAIL_LOGIN_MARK]: '' }}>
          Login with E-mail
        </LinkButton>
      </p>
    </form>
  );
}
