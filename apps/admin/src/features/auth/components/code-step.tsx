import { useRef, useState, type FormEvent } from 'react';
import { TWO_FACTOR_CODE_DIGITS } from '@kesariya/shared';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { PublicCard } from '@/components/public-card';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { refusalOf } from '@/store/refusal';
import { useStoreName } from '@/store/store-name-api';
import { useLoginCodeMutation } from '../api/login-api';
import { checkSecondFactor } from '../lib/code-check';

/**
 * The second step of signing in, for a member with two-factor sign-in: the code their
 * authenticator app shows, or one of their recovery codes. The server holds the sign-in between
 * the two steps; when it ends (too many wrong codes, five minutes) the password is asked again.
 */
export function CodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => void;
  /** Back to the password, with why. */
  onRestart: (message: string | null) => void;
}) {
  const [send, { isLoading }] = useLoginCodeMutation();
  const storeName = useStoreName();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusCode = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus(),
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const mistake = checkSecondFactor(code, recovery);
    setError(mistake ?? undefined);
    setFailure(null);
    if (mistake) return focusCode();
    const result = await send({ code });
    if ('data' in result && result.data) {
      if (result.data.message.startsWith('Signed in with a recovery code'))
        toast.success(result.data.message, { duration: 8000 });
      return onSignedIn();
    }
    const refused = refusalOf(result.error);
    if (refused.status === 401) return onRestart(refused.message);
    if (refused.status === 400) {
      setError(refused.fields.code ?? refused.message);
      return focusCode();
    }
    setFailure(refused.message);
  }

  return (
    <PublicCard
      title="Two-factor sign-in"
      intro={
        recovery ? (
          <>Type one of the recovery codes you saved when you set up two-factor sign-in.</>
        ) : (
          <>
            Open your authenticator app and type the {TWO_FACTOR_CODE_DIGITS}-digit code it shows
            for the {storeName} back office.
          </>
        )
      }
    >
      {failure ? <FormAlert className="mt-4">{failure}</FormAlert> : null}
      <form
        ref={form}
        noValidate
        className="mt-5 flex flex-col gap-4"
        onSubmit={(e) => void onSubmit(e)}
      >
        <TextField
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : `${TWO_FACTOR_CODE_DIGITS}-digit code`}
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize={recovery ? 'characters' : undefined}
          spellCheck={false}
          maxLength={recovery ? 20 : 12}
          hint={recovery ? 'Like 7KQ2M-9XD40. Each code works once.' : undefined}
          className="font-mono tracking-widest"
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" busy={isLoading} className="mt-1 w-full">
          Verify and sign in
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-start gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand underline underline-offset-2"
          onClick={() => {
            setRecovery((was) => !was);
            setCode('');
            setError(undefined);
            focusCode();
          }}
        >
          {recovery ? 'Use the code from the app instead' : 'Lost your phone? Use a recovery code'}
        </button>
        <button
          type="button"
          className="text-muted underline underline-offset-2"
          onClick={() => onRestart(null)}
        >
          Sign in as someone else
        </button>
      </div>
    </PublicCard>
  );
}
