import { useState, type FormEvent } from 'react';
import { EMAIL_MAX, validateEmailLogin } from '@kesariya/shared';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/button';
import { getSessionId } from '@/lib/storage';
import { useLoginByEmailMutation } from '../../api/auth-api';
import { useFinishLogin } from '../../hooks/use-finish-login';
import { reportFailure, toastError } from '../login-feedback';
import { FieldError, inputClass, LinkButton } from '../panel-frame';

interface EmailLoginPanelProps {
  initialEmail: string;
  onForgot: () => void;
  onMobile: () => void;
  onSignup: () => void;
}

/** Panel 3: e-mail and password, show/hide toggle, Forgot your password. */
export function EmailLoginPanel({
  initialEmail,
  onForgot,
  onMobile,
  onSignup,
}: EmailLoginPanelProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginByEmailMutation();
  const finishLogin = useFinishLogin();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmailLogin(email, password);
    setError(problem);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      const answer = await login({
        email: email.trim(),
        password,
        sessionId: getSessionId(),
      }).unwrap();
      if (!answer.status) {
        setError(answer.message);
        toastError(answer.message);
        return;
      }
      finishLogin(answer.message, answer.data);
    } catch (failure) {
      setError(reportFailure(failure, 'Login'));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-email-form">
      <label htmlFor="login-email" className="text-sm font-medium text-ink">
        E-mail
      </label>
      <input
        id="login-email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'login-email-error' : undefined}
        className={inputClass}
      />
      <label htmlFor="login-password" className="mt-4 block text-sm font-medium text-ink">
        Password
      </label>
      <div className="relative">
        <input
          id="login-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(error)}
          className={`${inputClass} pr-12`}
        />
        <button
          type="button"
          onClick={() => setShowPassword((v) => !v)}
          aria-label={showPassword ? 'Hide password' : 'Show password'}
          aria-pressed={showPassword}
          className="absolute top-1.5 right-1 grid size-11 place-items-center text-muted hover:text-ink"
        >
          {showPassword ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <FieldError id="login-email-error" message={error} />
      <div className="mt-2 text-right text-sm">
        <LinkButton onClick={onForgot}>Forgot your password?</LinkButton>
      </div>
      <Button type="submit" disabled={isLoading} className="mt-5 w-full">
        {isLoading ? 'Logging in…' : 'Login'}
      </Button>
      <p className="mt-4 text-center text-sm text-muted">
        <LinkButton onClick={onMobile}>Login with Mobile</LinkButton> or{' '}
        <LinkButton onClick={onSignup}>Sign Up</LinkButton>
      </p>
    </form>
  );
}
