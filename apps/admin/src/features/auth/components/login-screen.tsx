import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { PublicCard } from '@/components/public-card';
import type { LoginState } from '@/components/require-staff';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { isSecondStep, useLoginMutation, useOwnerSetupQuery } from '../api/login-api';
import { CodeStep } from './code-step';

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
  return from && from.startsWith('/') && !from.startsWith(paths.login.getHref())
    ? from
    : paths.dashboard.getHref();
}

export default function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const setup = useOwnerSetupQuery();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const [codeStep, setCodeStep] = useState(false);

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
      const answer = await login({ email, password }).unwrap();
      if (!isSecondStep(answer))
        return void (await navigate(returnPath(location.state), { replace: true }));
      if (answer.second_step === 'code') return setCodeStep(true);
      // The owner requires two-factor and this member has none: setting it up comes first.
      await navigate(paths.twoFactorSignInSetup.getHref(), { state: location.state });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  if (codeStep)
    return (
      <CodeStep
        onSignedIn={() => void navigate(returnPath(location.state), { replace: true })}
        onRestart={(message) => {
          setCodeStep(false);
          setFailure(message);
        }}
      />
    );

  return (
    <PublicCard title="Sign in" intro={<>For the store&rsquo;s owner and staff.</>}>
      {setup.data?.needed ? (
        <div
          role="status"
          className="mt-4 rounded-md border border-marigold/50 bg-marigold-soft px-3 py-2.5 text-sm"
        >
          <p className="font-medium text-ink">This store has no owner yet.</p>
          <p className="mt-0.5 text-muted">
            Create the owner&rsquo;s account with the setup code from the server&rsquo;s log.
          </p>
          <Link
            to={paths.setup.getHref()}
            className="mt-2 inline-block font-medium text-brand underline underline-offset-2"
          >
            Set up the back office
          </Link>
        </div>
      ) : null}
      {failure ? <FormAlert className="mt-4">{failure}</FormAlert> : null}
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
    </PublicCard>
  );
}
