import type { ReactNode } from 'react';
import { useStoreBrand } from '@/store/store-name-api';

/**
 * The frame of the back office's pages for someone not signed in yet (signing in, choosing a
 * password from an invitation): the shop's name over one card, centred on any screen.
 */
export function PublicCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const name = useStoreBrand();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <p className="text-2xl font-semibold tracking-tight text-brand">{name}</p>
          <p className="mt-1 text-xs font-medium tracking-wide text-muted uppercase">Back office</p>
        </div>
        <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-muted">{intro}</p>
          {children}
        </div>
      </div>
    </main>
  );
}
