import type { ReactNode } from 'react';
import type { ModuleName } from '@kesariya/shared';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectModuleOn } from '@/store/modules';
import { useGetModulesQuery } from '@/store/shopper-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { buttonClass } from './button';

interface ModuleGateProps {
  /** The screen shows while any of these modules is on. */
  modules: readonly ModuleName[];
  /** The screen's heading, kept when the feature is off. */
  title: string;
  children: ReactNode;
}

/**
 * A screen of a module the store can switch off (wallet, returns, replacements, support): when it
 * is off, the route says the feature is unavailable and offers a way on, rather than an error.
 */
export function ModuleGate({ modules, title, children }: ModuleGateProps) {
  // The start-up fetch asked already; this shares its answer, or asks when shown on its own.
  useGetModulesQuery();
  const on = useAppSelector((state) => modules.some((name) => selectModuleOn(state, name)));
  if (on) return <>{children}</>;
  return <FeatureUnavailable title={title} />;
}

function FeatureUnavailable({ title }: { title: string }) {
  useScreenReady();
  return (
    <section
      className="mx-auto max-w-xl px-5 py-16 text-center sm:py-24"
      data-testid="feature-unavailable"
    >
      <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
      <p className="mt-3 text-[15px] text-muted">This feature is not available right now.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          Continue shopping
        </Link>
        <Link to={paths.myAccount.getHref()} className={buttonClass('outline')}>
          My account
        </Link>
      </div>
    </section>
  );
}
