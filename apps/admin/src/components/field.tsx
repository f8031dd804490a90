import type { ReactNode } from 'react';

/** The label, the control and its message, wired together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-message`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-message`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function controlClass(error?: string): string {
  return `h-10 w-full rounded-md border bg-white px-3 text-sm text-ink placeholder:text-muted/70 disabled:bg-ivory-deep ${
    error ? 'border-danger' : 'border-line hover:border-muted/50'
  }`;
}
