import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PRIVACY_POLICY_ID, TERMS_POLICY_ID } from '@kesariya/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

interface PanelFrameProps {
  onBack?: () => void;
  onLeave: () => void;
  children: ReactNode;
}

/** Every panel: a back arrow above the content, terms and privacy links below. */
export function PanelFrame({ onBack, onLeave, children }: PanelFrameProps) {
  return (
    <div className="mt-2">
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          aria-label="Back"
          className="absolute top-3 left-3 grid size-9 place-items-center rounded-full text-muted hover:bg-ivory-deep hover:text-ink"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
      )}
      {children}
      <p className="mt-6 text-center text-xs text-muted">
        By continuing, you agree to our{' '}
        <Link
          to={paths.policy.getHref(TERMS_POLICY_ID, 'terms-conditions')}
          onClick={onLeave}
          className="font-medium text-brand underline"
        >
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link
          to={paths.policy.getHref(PRIVACY_POLICY_ID, 'privacy-policy')}
          onClick={onLeave}
          className="font-medium text-brand underline"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}

export function LinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>) {
  return (
    <button
      type="button"
      {...props}
      className="font-semibold text-brand underline-offset-2 hover:underline"
    />
  );
}

export { inputClass } from '@/components/password-field';
