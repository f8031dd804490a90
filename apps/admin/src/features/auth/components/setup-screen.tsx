import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { STAFF_PASSWORD_MIN } from '@kesariya/shared';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { PublicCard } from '@/components/public-card';
import { LoadingState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { errorMessage, failureOf, type ApiFailure } from '@/store/api';
import { useOwnerSetupQuery, useSetUpOwnerMutation } from '../api/login-api';
import { checkSetup } from '../lib/setup-check';

function SignInLink() {
  return (
    <Link to={paths.login.getHref()} className="font-medium underline">
      Sign in
    </Link>
  );
}

/** The form, for a store that has no owner yet. */
function SetupForm() {
  const navigate = useNavigate();
  const [setUp, { isLoading }] = useSetUpOwnerMutation();
  const { values, field, showErrors } = useForm({
    setup_code: '',
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const form = useRef<HTMLFormElement>(null);

  /** A keyboard or screen-reader user is taken to the first field that needs them. */
  const focusFirstMistake = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = checkSetup(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return focusFirstMistake();
    const { confirm: _typedTwice, ...request } = values;
    const result = await setUp(request);
    if ('error' in result) {
      const refused = failureOf(result.error);
      showErrors(refused.fields);
      // A refusal of the form as a whole (an owner came meanwhile, too many tries) goes above it.
      if (Object.keys(refused.fields).length === 0) setFailure(refused);
      return focusFirstMistake();
    }
    await navigate(paths.dashboard.getHref(), { replace: true });
  }

  return (
    <>
      {failure ? (
        <FormAlert className="mt-4">
          {failure.status === 409 ? (
            <span>
              {failure.message} <SignInLink />.
            </span>
          ) : (
            failure.message
          )}
        </FormAlert>
      ) : null}
      <form
        ref={form}
        noValidate
        className="mt-5 flex flex-col gap-4"
        onSubmit={(e) => void onSubmit(e)}
      >
        <TextField
          label="Setup code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          hint="Printed in the server’s log when it started, like 7KQ2-M9XD-40FA."
          className="font-mono tracking-wider uppercase"
          {...field('setup_code')}
        />
        <TextField label="Your name" autoComplete="name" {...field('name')} />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="username"
          hint="You sign in with it. Use an address of its own, not a shopper’s."
          {...field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${STAFF_PASSWORD_MIN} characters, not a common or leaked password, not built on your name. A few unrelated words work well.`}
          {...field('password')}
        />
        <TextField
          label="Type it again"
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <Button type="submit" busy={isLoading} className="mt-2 w-full">
          Create the owner’s account
        </Button>
      </form>
    </>
  );
}

/**
 * The back office's first run: while the store has no owner, whoever holds the setup code the
 * server printed at start creates the owner's account here and is signed in. Public, since nobody
 * can be signed in yet; once there is an owner it only points to the login.
 */
export default function SetupScreen() {
  const setup = useOwnerSetupQuery();
  const needed = setup.data?.needed;
  return (
    <PublicCard
      title="Set up the back office"
      intro={
        needed === false ? (
          <>This store already has an owner.</>
        ) : (
          <>
            This store has no owner yet. Create the owner&rsquo;s account: the owner runs the
            store&rsquo;s settings and invites the staff.
          </>
        )
      }
    >
      {setup.isLoading ? (
        <LoadingState />
      ) : setup.error ? (
        <FormAlert className="mt-4">
          <span>
            {errorMessage(setup.error)}{' '}
            <button
              type="button"
              className="font-medium underline"
              onClick={() => void setup.refetch()}
            >
              Try again
            </button>
          </span>
        </FormAlert>
      ) : needed ? (
        <SetupForm />
      ) : (
        <p className="mt-4 text-sm text-ink">
          Its owner and staff sign in with their e-mail and password. <SignInLink />.
        </p>
      )}
    </PublicCard>
  );
}
