import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState, LoadingState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useSetTwoFactorPolicyMutation, useTwoFactorPolicyQuery } from '../api/staff-api';

const members = (n: number) => (n === 1 ? '1 member' : `${n} members`);

/**
 * The owner's rule that everyone signs in with two-factor. Turning it on signs out at once those
 * who have not set it up; their next sign-in goes through setting it up.
 */
export function TwoFactorRule() {
  const { data, error, isLoading, refetch } = useTwoFactorPolicyQuery();
  const [save, saving] = useSetTwoFactorPolicyMutation();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    if (!data) return;
    try {
      await save(!data.required).unwrap();
      toast.success(
        data.required
          ? 'Two-factor sign-in is now each member’s choice'
          : 'Everyone now signs in with two-factor',
      );
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    setAsking(false);
  }

  return (
    <section
      aria-labelledby="two-factor-rule"
      className="rounded-lg border border-line bg-white p-4"
    >
      <h2 id="two-factor-rule" className="text-base font-semibold text-ink">
        Two-factor sign-in
      </h2>
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-start gap-2 text-sm">
            <ShieldCheck
              aria-hidden
              className={`mt-0.5 size-5 shrink-0 ${data.required ? 'text-success' : 'text-muted'}`}
            />
            <p className="text-muted">
              {data.required ? (
                <>
                  <span className="font-medium text-ink">Required for everyone.</span> Nobody signs
                  in with a password alone.
                </>
              ) : (
                <>
                  <span className="font-medium text-ink">Each member’s choice.</span>{' '}
                  {data.members_without === 0
                    ? 'Everyone has set it up.'
                    : `${members(data.members_without)} ${data.members_without === 1 ? 'has' : 'have'} not set it up.`}
                </>
              )}
            </p>
          </div>
          <Button
            variant={data.required ? 'secondary' : 'primary'}
            size="sm"
            onClick={() => setAsking(true)}
          >
            {data.required ? 'Stop requiring it' : 'Require it for everyone'}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={
              data.required
                ? 'Stop requiring two-factor sign-in?'
                : 'Require two-factor sign-in for everyone?'
            }
            confirmLabel={data.required ? 'Stop requiring it' : 'Require it'}
            busy={saving.isLoading}
            onConfirm={() => void confirm()}
          >
            {data.required
              ? 'Members keep theirs, and may turn it off from Your account.'
              : data.members_without === 0
                ? 'Everyone has set it up already: from now on nobody can turn theirs off.'
                : `${members(data.members_without)} without it will be signed out at once, and must set it up right after their password at their next sign-in. You need it on yourself first.`}
          </ConfirmDialog>
        </div>
      )}
    </section>
  );
}
