import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  TWO_FACTOR_CODE_DIGITS,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { LoadingState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { refusalOf, type Refusal } from '@/store/refusal';
import { useBeginTwoFactorMutation, useConfirmTwoFactorMutation } from '../api/account-api';
import { checkAppCode, groupedSecret } from '../lib/two-factor-forms';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

/**
 * Setting up two-factor sign-in: a new secret as a QR code and as text, a code from the app to
 * prove it reads it, then the recovery codes, shown once. Used signed in (Your account) and in the
 * middle of signing in when the owner requires it (`signingIn`), where confirming starts the
 * session.
 */
export function TwoFactorSetupFlow({
  signingIn,
  continueLabel,
  onDone,
  onFailure,
}: {
  signingIn: boolean;
  continueLabel: string;
  onDone: (enabled: TwoFactorEnabled) => void;
  /** A refusal of the whole flow (the sign-in ended, too many tries), not of a code. */
  onFailure?: (failure: Refusal) => void;
}) {
  const [begin] = useBeginTwoFactorMutation();
  const [confirm, confirming] = useConfirmTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [enabled, setEnabled] = useState<TwoFactorEnabled | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const focusCode = () =>
    form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();

  useEffect(() => {
    // Once per flow: a second secret would replace the one the QR code already shows.
    if (started.current) return;
    started.current = true;
    void begin({ signingIn }).then((result) => {
      if ('data' in result && result.data) setSetup(result.data);
      else {
        const refused = refusalOf(result.error);
        setFailure(refused);
        onFailure?.(refused);
      }
    });
  }, [begin, signingIn, onFailure]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const mistake = checkAppCode(code);
    setCodeError(mistake ?? undefined);
    setFailure(null);
    if (mistake) return focusCode();
    const result = await confirm({ code, signingIn });
    if ('data' in result && result.data) return setEnabled(result.data);
    const refused = refusalOf(result.error);
    if (refused.status === 400) {
      setCodeError(refused.fields.code ?? refused.message);
      return focusCode();
    }
    setFailure(refused);
    onFailure?.(refused);
  }

  if (enabled)
    return (
      <RecoveryCodes
        codes={enabled.recovery_codes}
        account={setup?.account ?? ''}
        continueLabel={continueLabel}
        onContinue={() => onDone(enabled)}
      />
    );
  if (!setup) return failure ? <FormAlert>{failure.message}</FormAlert> : <LoadingState />;
  return (
    <div className="flex flex-col gap-4">
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <section aria-labelledby="two-factor-scan" className="flex flex-col gap-3">
        <h2 id="two-factor-scan" className="text-sm font-semibold text-ink">
          1. Add the back office to an authenticator app
        </h2>
        <p className="text-sm text-muted">
          Scan this QR code with an authenticator app on your phone, such as Google Authenticator,
          Microsoft Authenticator or 1Password.
        </p>
        <div className="flex justify-center sm:justify-start">
          <QrCode value={setup.otpauth_url} label="QR code for your authenticator app" />
        </div>
        <div className="rounded-md border border-line bg-ivory px-3 py-2.5 text-sm">
          <p className="text-muted">Cannot scan it? Type this setup key into the app instead:</p>
          <code className="mt-1 block font-mono text-base tracking-wider break-words text-ink">
            {groupedSecret(setup.secret)}
          </code>
          <p className="mt-1 text-muted">
            Account {setup.account}, issuer {setup.issuer}; time-based, 6 digits.
          </p>
        </div>
      </section>
      <form
        ref={form}
        noValidate
        className="flex max-w-md flex-col gap-3"
        onSubmit={(e) => void onSubmit(e)}
      >
        <h2 className="text-sm font-semibold text-ink">2. Type the code the app shows</h2>
        <TextField
          label={`${TWO_FACTOR_CODE_DIGITS}-digit code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          className="font-mono tracking-widest"
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
        />
        <Button
          type="submit"
          busy={confirming.isLoading}
          className="w-full sm:w-auto sm:self-start"
        >
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}
