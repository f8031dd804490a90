import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { PublicCard } from '@/components/public-card';
import type { LoginState } from '@/components/require-staff';
import { paths } from '@/config/paths';
import type { Refusal } from '@/store/refusal';
import { TwoFactorSetupFlow } from './two-factor-setup';

/** Back to the page the member first asked for, as the login screen would have. */
function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith(paths.login.getHref())
    ? from
    : paths.dashboard.getHref();
}

/**
 * The step after the password when the owner requires two-factor sign-in and the member has none:
 * nothing else opens until it is set up, and confirming it signs them in. The sign-in waiting for
 * it is the server's; a stale or missing one sends the member back to the password.
 */
export default function SignInSetupScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [ended, setEnded] = useState<Refusal | null>(null);

  return (
    <PublicCard
      title="Set up two-factor sign-in"
      intro={
        <>
          The store owner requires a code from an authenticator app, as well as your password, to
          sign in to the back office. Set it up now to continue.
        </>
      }
    >
      <div className="mt-5">
        {ended ? (
          <FormAlert>
            <span>
              {ended.status === 401
                ? 'This sign-in has ended. Sign in again with your e-mail and password.'
                : ended.message}{' '}
              <Link to={paths.login.getHref()} className="font-medium underline">
                Sign in
              </Link>
              .
            </span>
          </FormAlert>
        ) : (
          <TwoFactorSetupFlow
            signingIn
            continueLabel="Continue to the back office"
            onFailure={(failure) => {
              if (failure.status === 401 || failure.status === 409) setEnded(failure);
            }}
            onDone={() => void navigate(returnPath(location.state), { replace: true })}
          />
        )}
      </div>
    </PublicCard>
  );
}
