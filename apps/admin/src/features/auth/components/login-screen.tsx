import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/button';
import type { LoginState } from '@/components/require-staff';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/store/api';
import { useLoginMutation } from '../api/login-api';

interface FieldErrors {
  email?: string;
  password?: string;
}

function check(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your e-mail address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    errors.email = 'Enter a valid e-mail address';
  if (!password) errors.password = 'Enter your password';
  return errors;
}

/** A page of the back office is passed along by RequireStaff; anything else returns home. */
function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export default function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors = check(email, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    try {
      await login({ email, password }).unwrap();
      await navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <p className="text-2xl font-semibold tracking-tight text-brand">Kesariya</p>
          <p className="mt-1 text-xs font-medium tracking-wide text-muted uppercase">Back office</p>
        </div>
        <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-ink">Sign in</h1>
          <p className="mt-1 text-sm text-muted">For the store&rsquo;s owner and staff.</p>
          {failure ? (
            <div
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {failure}
            </div>
          ) : null}
          <form noValidate className="mt-5 flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)}>
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              error={fieldErrors.email}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={fieldErrors.password}
            />
            <Button type="submit" busy={isLoading} className="mt-2 w-full">
              Sign in
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
