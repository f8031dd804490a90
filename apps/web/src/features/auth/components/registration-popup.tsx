import { useEffect, useState } from 'react';
import { REGISTRATION_POPUP_MS, STORAGE_KEYS } from '@kesariya/shared';
import { Gift } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import { readStorage, writeStorage } from '@/lib/storage';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';

/** Shown when the registered flag is set and the popup-shown flag is not. */
export function shouldShowRegistrationPopup(): boolean {
  return (
    readStorage(STORAGE_KEYS.isRegistered) === 'true' &&
    readStorage(STORAGE_KEYS.isPopShow) !== 'true'
  );
}

/**
 * The congratulations popup after sign-up (docs/decisions/storefront-screens.md, Registration popup
 * and reward): the reward as Rs.{amount} when the wallet holds one, GO TO SHOPPING to the home
 * page, auto-close after 5 s, shown once.
 */
export default function RegistrationPopup() {
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const [open, setOpen] = useState(shouldShowRegistrationPopup);
  const wallet = Number(user?.wallet ?? 0);

  function close() {
    // However it closes, it is not shown again.
    writeStorage(STORAGE_KEYS.isPopShow, 'true');
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(close, REGISTRATION_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Congratulations!"
    >
      <div className="mt-4 text-center" data-testid="registration-popup">
        <Gift className="mx-auto size-12 text-brand" aria-hidden="true" />
        {wallet > 0 ? (
          <p className="mt-4 text-base text-ink">
            You&apos;ve joined successfully and received a special reward.{' '}
            <span className="font-semibold text-brand">Rs.{wallet}</span>
          </p>
        ) : (
          <p className="mt-4 text-base text-ink">You&apos;ve joined successfully.</p>
        )}
        <Button
          className="mt-6 w-full"
          onClick={() => {
            close();
            navigate(paths.home.getHref());
          }}
        >
          GO TO SHOPPING
        </Button>
      </div>
    </Dialog>
  );
}
