import { COUNTRY_CODE, MOBILE_DIGITS, normalizeMobileInput } from '@kesariya/shared';

interface MobileNumberInputProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid: boolean;
  /** The id of the message that explains the field's error, when one is shown. */
  describedBy?: string;
}

/**
 * A 10-digit Indian mobile number after a fixed +91: non-digits and a leading 91 are dropped as
 * typed and on paste (docs/decisions/api-and-validation.md, Validation messages). Label it with
 * `id`.
 */
export function MobileNumberInput({
  id,
  value,
  onValueChange,
  invalid,
  describedBy,
}: MobileNumberInputProps) {
  return (
    <div className="mt-1.5 flex h-12 overflow-hidden rounded-md border border-line focus-within:border-brand focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand">
      <span className="grid place-items-center border-r border-line bg-ivory px-3 text-sm font-medium text-ink">
        {COUNTRY_CODE}
      </span>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        // The whole number (+91 …) as autofill keeps it: the field drops the country code.
        autoComplete="tel"
        value={value}
        onChange={(e) => onValueChange(normalizeMobileInput(e.target.value))}
        onPaste={(e) => {
          e.preventDefault();
          onValueChange(normalizeMobileInput(e.clipboardData.getData('text')));
        }}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={`${MOBILE_DIGITS}-digit mobile number`}
        className="min-w-0 flex-1 px-3 text-[15px] tracking-wide focus:outline-none"
      />
    </div>
  );
}
