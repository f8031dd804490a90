import { useRef, useState, type FormEvent } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '@/components/button';
import { ErrorState, LoadingState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { refusalOf } from '@/store/refusal';
import { useDisableTwoFactorMutation, useTwoFactorStatusQuery } from '../api/account-api';
import { checkTurnOff } from '../lib/two-factor-forms';
import { TwoFactorSetupFlow } from './two-factor-setup';

/** Turning two-factor off takes both factors again: the password and a code. */
function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const { values, field, showErrors } = useForm({ password: '', code: '' });
  const form = useRef<HTMLFormElement>(null);
  const focusFirstMistake = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkTurnOff(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return focusFirstMistake();
    const result = await disable(values);
    if ('data' in result && result.data) return toast.success('Two-factor sign-in is off');
    const refused = refusalOf(result.error);
    if (Object.keys(refused.fields).length > 0) {
      showErrors(refused.fields);
      return focusFirstMistake();
    }
    toast.error(refused.message);
  }

  return (
    <form
      ref={form}
      noValidate
      aria-label="Turn off two-factor sign-in"
      className="mt-4 flex max-w-md flex-col gap-4 border-t border-line pt-4"
      onSubmit={(e) => void onSubmit(e)}
    >
      <p className="text-sm text-ink">
        Confirm it is you: your password, and a code from the app (or a recovery code).
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...field('password')}
      />
      <TextField
        label="Code from the app, or a recovery code"
        autoComplete="one-time-code"
        spellCheck={false}
        className="font-mono tracking-wider"
        {...field('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={isLoading}>
          Turn off two-factor sign-in
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Keep it on
        </Button>
      </div>
    </form>
  );
}

/** The member's own two-factor sign-in: on with its recovery codes left, or off with a way on. */
export function TwoFactorSection() {
  const { data, error, isLoading, refetch } = useTwoFactorStatusQuery();
  const [mode, setMode] = useState<'view' | 'setup' | 'off'>('view');
  const actions = useRef<HTMLDivElement>(null);
  // Back from a form that is gone, the keyboard goes on from the button that opened it.
  const back = () => {
    setMode('view');
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
  };

  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  // Kept on screen once on: the recovery codes are shown until the member says they saved them.
  if (mode === 'setup')
    return (
      <TwoFactorSetupFlow
        signingIn={false}
        continueLabel="Done"
        onDone={() => {
          toast.success('Two-factor sign-in is on');
          back();
        }}
      />
    );
  return (
    <div>
      {data.enabled ? (
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="text-sm">
            <p className="font-medium text-ink">On</p>
            <p className="mt-0.5 text-muted">
              You sign in with your password and a code from your authenticator app.{' '}
              {data.recovery_codes_left === 1
                ? '1 recovery code is left.'
                : `${data.recovery_codes_left} recovery codes are left.`}
            </p>
            {data.required ? (
              <p className="mt-1 text-muted">
                The store owner requires it for everyone, so it stays on.
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <ShieldOff aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
          <div className="text-sm">
            <p className="font-medium text-ink">Off</p>
            <p className="mt-0.5 text-muted">
              Add a second step to signing in: a 6-digit code from an app on your phone, so a stolen
              password alone cannot open the back office.
            </p>
          </div>
        </div>
      )}
      {mode === 'off' && data.enabled ? (
        <TurnOffForm onCancel={back} />
      ) : (
        <div ref={actions} className="mt-4">
          {data.enabled ? (
            data.required ? null : (
              <Button variant="secondary" onClick={() => setMode('off')}>
                Turn off…
              </Button>
            )
          ) : (
            <Button onClick={() => setMode('setup')}>Set up two-factor sign-in</Button>
          )}
        </div>
      )}
    </div>
  );
}
