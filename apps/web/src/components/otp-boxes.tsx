import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface OtpBoxesProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Called when the last box is filled (six digits auto-submit). */
  onComplete?: (value: string) => void;
  label: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * One box per digit. Typing moves on, Backspace on an empty box goes back, arrows move, and a
 * pasted or autofilled code spreads over the boxes from the one it lands in.
 */
export function OtpBoxes({
  length,
  value,
  onChange,
  onComplete,
  label,
  invalid,
  disabled,
}: OtpBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  function focus(index: number) {
    refs.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  }

  function fill(from: number, typed: string) {
    const clean = typed.replace(/\D/g, '');
    if (!clean) return;
    const next = digits.slice();
    for (let i = 0; i < clean.length && from + i < length; i += 1) next[from + i] = clean[i]!;
    const joined = next.join('');
    onChange(joined);
    focus(from + clean.length);
    if (joined.length === length && !next.includes('')) onComplete?.(joined);
  }

  function clearAt(index: number) {
    const next = digits.slice();
    next[index] = '';
    onChange(next.join(''));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        clearAt(index);
      } else if (index > 0) {
        clearAt(index - 1);
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <div role="group" aria-label={label} className="flex justify-center gap-2">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => fill(index, e.target.value.slice(-length))}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          disabled={disabled}
          aria-label={`${label} digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          className={cn(
            'size-11 rounded-md border text-center text-lg font-semibold tabular-nums focus:border-brand focus:outline-2 focus:outline-brand sm:size-12',
            invalid ? 'border-danger' : 'border-line',
          )}
        />
      ))}
    </div>
  );
}
