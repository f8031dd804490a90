import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'outline' | 'ghost' | 'light';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark disabled:bg-brand/60',
  outline: 'border border-brand text-brand hover:bg-brand-soft disabled:opacity-60',
  ghost: 'text-ink hover:bg-ivory-deep disabled:opacity-60',
  light: 'bg-white text-brand hover:bg-ivory disabled:opacity-60',
};

/** Shared class names, also used by links styled as buttons. */
export function buttonClass(variant: Variant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold tracking-wide transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
