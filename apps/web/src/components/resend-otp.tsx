import { formatCountdown } from '@/lib/use-countdown';

interface ResendOtpProps {
  onResend: () => void;
  /** Resend is disabled while a countdown runs (and while a resend is on its way). */
  disabled: boolean;
  countdown: { running: boolean; seconds: number };
}

/** The "Didn't get the code? Resend OTP in m:ss" line under both OTP panels. */
export function ResendOtp({ onResend, disabled, countdown }: ResendOtpProps) {
  return (
    <p className="mt-4 text-center text-sm text-muted">
      Didn&apos;t get the code?{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={disabled}
        className="font-semibold text-brand disabled:cursor-not-allowed disabled:text-muted"
      >
        Resend OTP
      </button>
      {countdown.running && (
        <span className="ml-1 tabular-nums" data-testid="otp-countdown">
          in {formatCountdown(countdown.seconds)}
        </span>
      )}
    </p>
  );
}
