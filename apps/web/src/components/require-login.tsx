import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { openLoginModal } from '@/store/ui-slice';
import { useScreenReady } from '@/store/use-screen-ready';

interface RequireLoginProps {
  /** The screen's heading, shown to guests too. */
  title: string;
  /** Why this screen needs a login. */
  reason?: string;
  loginLabel?: string;
  /** Opens the login modal as soon as a guest arrives; after login the shopper is back here. */
  openLoginAtOnce?: boolean;
  /** Marks the guest's explanation for tests. */
  testId?: string;
  children: ReactNode;
}

/**
 * Every screen for logged-in shoppers only: a guest sees the screen's heading, why it needs a
 * login, and the way to the login modal.
 */
export function RequireLogin({
  title,
  reason = 'Please log in to continue.',
  loginLabel = 'Log in',
  openLoginAtOnce = false,
  testId,
  children,
}: RequireLoginProps) {
  const user = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  const guest = user === null;
  // A guest's explanation is the whole screen; otherwise the screen says when its content is in.
  useScreenReady(guest);

  useEffect(() => {
    if (guest && openLoginAtOnce) dispatch(openLoginModal());
  }, [guest, openLoginAtOnce, dispatch]);

  if (!guest) return <>{children}</>;
  return (
    <section className="mx-auto max-w-xl px-5 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
      <div data-testid={testId}>
        <p className="mt-3 text-muted">{reason}</p>
        <Button className="mt-8" onClick={() => dispatch(openLoginModal())}>
          {loginLabel}
        </Button>
      </div>
    </section>
  );
}
