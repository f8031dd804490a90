import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  COUNTRY_CODE,
  LOGIN_TOAST_DURATION_MS,
  MESSAGES,
  MOBILE_DIGITS,
  PRIVACY_POLICY_ID,
  STORAGE_KEYS,
  TERMS_POLICY_ID,
  normalizeMobileInput,
  validateMobile,
} from '@kesariya/shared';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import { getSessionId, readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeLoginModal } from '@/store/ui-slice';
import { useSendMobileOtpMutation } from '../api/auth-api';

const toastOptions = { duration: LOGIN_TOAST_DURATION_MS, position: 'top-right' } as const;

/**
 * Panel 1 of the login modal (spec section 2): mobile entry. The OTP, e-mail and sign-up panels
 * come with the accounts work, which extends this component.
 */
export default function LoginModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.loginModalOpen);
  const remembered = readStorage(STORAGE_KEYS.rememberedPhone) ?? '';
  const [mobile, setMobile] = useState(remembered);
  const [remember, setRemember] = useState(Boolean(remembered));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sendOtp, { isLoading }] = useSendMobileOtpMutation();

  function close() {
    dispatch(closeLoginModal());
    setError(null);
    setNotice(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateMobile(mobile);
    setError(problem);
    setNotice(null);
    if (problem) return;
    try {
      const answer = await sendOtp({ mobile, sessionId: getSessionId() }).unwrap();
      if (!answer.status) {
        setError(answer.message || MESSAGES.otpSendFailed);
        toast.error(answer.message || MESSAGES.otpSendFailed, toastOptions);
        return;
      }
      // Spec section 4: remember-me stores the phone on a successful OTP request, else removes it.
      if (remember) writeStorage(STORAGE_KEYS.rememberedPhone, mobile);
      else removeStorage(STORAGE_KEYS.rememberedPhone);
      setNotice(answer.message || MESSAGES.otpSent);
      toast.success(answer.message || MESSAGES.otpSent, toastOptions);
    } catch (failure) {
      const { status, message } = failure as { status?: number; message?: string };
      if (status) {
        setError(message || MESSAGES.otpSendFailed);
        toast.error(message || MESSAGES.otpSendFailed, toastOptions);
      } else {
        console.error('Sending the OTP failed', failure);
      }
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Login or Sign Up"
      description="Enter your mobile number and we will send you a one-time password."
    >
      <form onSubmit={submit} noValidate className="mt-5" data-testid="login-mobile-form">
        <label htmlFor="login-mobile" className="text-sm font-medium text-ink">
          Mobile number
        </label>
        <div className="mt-1.5 flex h-12 overflow-hidden rounded-md border border-line focus-within:border-brand focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand">
          <span className="grid place-items-center border-r border-line bg-ivory px-3 text-sm font-medium text-ink">
            {COUNTRY_CODE}
          </span>
          <input
            id="login-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_DIGITS}
            value={mobile}
            onChange={(e) => setMobile(normalizeMobileInput(e.target.value))}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'login-mobile-error' : undefined}
            placeholder="10-digit mobile number"
            className="min-w-0 flex-1 px-3 text-[15px] tracking-wide focus:outline-none"
          />
        </div>
        {error && (
          <p id="login-mobile-error" role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className="mt-1.5 text-sm text-success">
            {notice}
          </p>
        )}
        <label className="mt-4 flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="size-4 accent-brand"
          />
          Remember me
        </label>
        <button
          type="submit"
          disabled={isLoading}
          className="mt-5 min-h-12 w-full rounded-md bg-brand text-sm font-semibold tracking-wide text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {isLoading ? 'Sending…' : 'Request OTP'}
        </button>
        <p className="mt-5 text-center text-xs leading-5 text-muted">
          By continuing you agree to our{' '}
          <Link to={paths.policy.getHref(TERMS_POLICY_ID, 'terms-conditions')} onClick={close} className="text-brand underline">
            Terms &amp; Conditions
          </Link>{' '}
          and{' '}
          <Link to={paths.policy.getHref(PRIVACY_POLICY_ID, 'privacy-policy')} onClick={close} className="text-brand underline">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </Dialog>
  );
}
