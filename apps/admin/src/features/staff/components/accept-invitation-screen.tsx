import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STAFF_PASSWORD_MIN } from '@kesariya/shared';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { PublicCard } from '@/components/public-card';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { checkNewPassword } from '@/lib/password-check';
import { useForm } from '@/lib/use-form';
import { refusalOf } from '@/store/refusal';
import { useAcceptInvitationMutation } from '../api/staff-api';

/**
 * The page an invitation's link opens: the new member chooses a password and is signed in. Public,
 * since they have no session yet; the token in the link is the proof.
 */
export default function AcceptInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const { values, field, showErrors } = useForm({ password: '', confirm: '' });
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkNewPassword(values.password, values.confirm);
    showErrors(found);
    setFailure(null);
    if (found.password || found.confirm) return;
    const result = await accept({ token, password: values.password });
    if ('data' in result && result.data)
      return void (await navigate(
        'second_step' in result.data
          ? paths.twoFactorSignInSetup.getHref()
          : paths.dashboard.getHref(),
        { replace: true },
      ));
    const refused = refusalOf(result.error);
    // A password the strength rule refuses is said by its field; the link stays good for another.
    if (refused.status === 400) {
      showErrors({ password: refused.fields.password ?? refused.message });
      return requestAnimationFrame(() =>
        document.querySelector<HTMLInputElement>('input[name="password"]')?.focus(),
      );
    }
    setFailure(refused.message);
  }

  return (
    <PublicCard
      title="Choose your password"
      intro={
        <>
          You have been invited to run the store. Choose a password of at least {STAFF_PASSWORD_MIN}{' '}
          characters to sign in with from now on.
        </>
      }
    >
      {!token ? (
        <div role="alert" className="mt-4 text-sm text-danger">
          This link has no invitation in it. Open the link from the e-mail again, or ask the store
          owner for a new invitation.
        </div>
      ) : (
        <>
          {failure ? (
            <FormAlert className="mt-4">
              <span>
                {failure} Already chose your password?{' '}
                <Link to={paths.login.getHref()} className="font-medium underline">
                  Sign in
                </Link>
                .
              </span>
            </FormAlert>
          ) : null}
          <form noValidate className="mt-5 flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)}>
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              autoFocus
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
              Set password and sign in
            </Button>
          </form>
        </>
      )}
    </PublicCard>
  );
}
