import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { openLoginModal } from '@/store/ui-slice';
import { useScreenReady } from '@/store/use-screen-ready';

/** Screens for logged-in shoppers only: guests are offered the login modal. */
export function RequireLogin({ title, children }: { title: string; children: ReactNode }) {
  const user = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  useScreenReady(user === null ? true : undefined);
  if (user) return <>{children}</>;
  return (
    <section className="mx-auto max-w-xl px-5 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
      <p className="mt-3 text-muted">Please log in to continue.</p>
      <Button className="mt-8" onClick={() => dispatch(openLoginModal())}>
        Log in
      </Button>
    </section>
  );
}
