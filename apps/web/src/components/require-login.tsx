import { useEffect, type ReactNode } from 'react';
import { buttonClass } from '@/components/button';
import { LoginLink } from '@/components/login-link';
import { cn } from '@/lib/cn';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useScreenReady } from '@/store/use-screen-ready';
import { openLogin } from './open-login';

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
  /** 2 when the screen has a heading of its own and only this part of it needs a login. */
  headingLevel?: 1 | 2;
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
  headingLevel = 1,
  children,
}: RequireLoginProps) {
  const user = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  const guest = user === null;
  // A guest's explanation is the whole screen; otherwise the screen says when its content is in.
  useScreenReady(guest);

  useEffect(() => {
    if (guest && openLoginAtOnce) openLogin(dispatch);
  }, [guest, openLoginAtOnce, dispatch]);

  if (!guest) return <>{children}</>;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={cn('mx-auto max-w-xl px-5 text-center', headingLevel === 1 ? 'py-16' : 'py-10')}
    >
      <Heading
        className={cn(
          'font-display font-semibold text-ink',
          headingLevel === 1 ? 'text-3xl' : 'text-2xl',
        )}
      >
        {title}
      </Heading>
      <div data-testid={testId}>
        <p className="mt-3 text-muted">{reason}</p>
        <LoginLink className={buttonClass('primary', 'mt-8')}>{loginLabel}</LoginLink>
      </div>
    </section>
  );
}
