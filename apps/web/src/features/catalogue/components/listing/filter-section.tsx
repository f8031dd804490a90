import type { ReactNode } from 'react';

/** One titled group of the filter panel. */
export function FilterSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset
      className="border-b border-line px-4 py-4 last:border-b-0 lg:px-0"
      data-testid={testId}
    >
      <legend className="float-left mb-3 w-full text-xs font-bold tracking-[0.08em] text-ink uppercase">
        {title}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}
