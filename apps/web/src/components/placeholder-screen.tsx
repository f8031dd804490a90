import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useScreenReady } from '@/store/use-screen-ready';
import { buttonClass } from './button';

interface PlaceholderScreenProps {
  title: string;
  children: ReactNode;
}

/** An honest screen for routes whose full feature arrives later: says what it is and where to go. */
export function PlaceholderScreen({ title, children }: PlaceholderScreenProps) {
  useScreenReady();
  return (
    <section className="mx-auto max-w-2xl px-5 py-16 text-center sm:py-24">
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-md text-[15px] leading-7 text-muted">{children}</p>
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-8')}>
        Continue shopping
      </Link>
    </section>
  );
}
