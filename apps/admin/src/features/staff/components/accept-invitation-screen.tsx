import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { STAFF_PASSWORD_MIN } from '@kesariya/shared';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/store/api';
import { useAcceptInvitationMutation } from '../api/staff-api';
import { checkNewPassword, type PasswordErrors } from '../lib/password-check';

/**
 * The page an invitation's link opens: the new member chooses a password and is signed in. Public,
 * since they have no session yet; the token in the link is the proof.
 */
export default function AcceptInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkNewPassword(password, confirm);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm) return;
    try {
      await accept({ token, password }).unwrap();
      await navigate('/', { replace: true });
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
          <h1 className="text-lg font-semibold text-ink">Choose your password</h1>
          <p className="mt-1 text-sm text-muted">
            You have been invited to run the store. Choose a password of at least{' '}
            {STAFF_PASSWORD_MIN} characters to sign in with from now on.
          </p>
          {!token ? (
            <div role="alert" className="mt-4 text-sm text-danger">
              This link has no invitation in it. Open the link from the e-mail again, or ask the
              store owner for a new invitation.
            </div>
          ) : (
            <>
              {failure ? (
                <div
                  role="alert"
                  className="mt-4 flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
                >
                  <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {failure} Already chose your password?{' '}
                    <Link to="/login" className="font-medium underline">
                      Sign in
                    </Link>
                    .
                  </span>
                </div>
              ) : null}
              <form
                noValidate
                className="mt-5 flex flex-col gap-4"
                onSubmit={(e) => void onSubmit(e)}
              >
                <TextField
                  label="New password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  autoFocus
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
                  error={errors.password}
                />
                <TextField
                  label="Type it again"
                  name="confirm"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  error={errors.confirm}
                />
                <Button type="submit" busy={isLoading} className="mt-2 w-full">
                  Set password and sign in
                </Button>
              </form>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
