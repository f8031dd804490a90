/** The look of every text field of the store's forms (auth panels, password change). */
export const inputClass =
  'mt-1.5 h-12 w-full rounded-md border border-line px-3 text-[15px] focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid: boolean;
  /** The id of the message that explains the field's error, when one is shown. */
  describedBy?: string;
  /** The first field of a form sits right under its heading; later ones keep their distance. */
  first?: boolean;
}

/** A labelled password input, shared by the reset panel and the password-change screen. */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  autoComplete,
  invalid,
  describedBy,
  first = false,
}: PasswordFieldProps) {
  return (
    <>
      <label
        htmlFor={id}
        className={
          first ? 'text-sm font-medium text-ink' : 'mt-4 block text-sm font-medium text-ink'
        }
      >
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
    </>
  );
}
