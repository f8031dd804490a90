import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { EMAIL_MAX, NAME_MAX, normalizeMobileInput } from '@kesariya/shared';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { useSendContactMessageMutation, type ContactInput } from '../api/contact-api';
import { validateContact, type ContactErrors } from './validate-contact';

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

const inputClass =
  'mt-1.5 w-full rounded-md border bg-white px-3 text-[15px] text-ink placeholder:text-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand';

interface FieldProps {
  id: keyof ContactInput;
  label: string;
  error?: string;
  optional?: boolean;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

function Field({ id, label, error, optional, children }: FieldProps) {
  const inputId = `contact-${id}`;
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label} {optional && <span className="font-normal text-muted">(optional)</span>}
      </label>
      {children({
        id: inputId,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${inputId}-error` : undefined,
        className: cn(inputClass, error ? 'border-danger' : 'border-line'),
      })}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Contact form with per-field messages and a clear success state. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();

  const set = (key: keyof ContactInput) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await send({ ...values, phone: normalizeMobileInput(values.phone) }).unwrap();
      if (answer.status) {
        setSentMessage(answer.message);
        setValues(EMPTY);
      } else setFormError(answer.message);
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string };
      setFormError(
        status
          ? (message ?? 'An error occurred')
          : 'We could not reach the store. Check your connection and try again.',
      );
    }
  }

  if (sentMessage) {
    return (
      <div
        role="status"
        className="rounded-lg border border-line bg-white p-8 text-center"
        data-testid="contact-success"
      >
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden="true" />
        <h2 className="mt-3 font-display text-2xl font-semibold">Message sent</h2>
        <p className="mt-2 text-[15px] text-muted">{sentMessage}</p>
        <Button variant="outline" className="mt-6" onClick={() => setSentMessage(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border border-line bg-white p-5 sm:p-8"
      data-testid="contact-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="name" label="Name" error={errors.name}>
          {(p) => (
            <input
              {...p}
              className={cn(p.className, 'h-11')}
              autoComplete="name"
              maxLength={NAME_MAX}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          )}
        </Field>
        <Field id="email" label="E-mail" error={errors.email}>
          {(p) => (
            <input
              {...p}
              className={cn(p.className, 'h-11')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="phone" label="Mobile number" error={errors.phone} optional>
          {(p) => (
            <input
              {...p}
              className={cn(p.className, 'h-11')}
              type="tel"
              inputMode="numeric"
              // The whole number (+91 …) as autofill keeps it: the field drops the country code.
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set('phone')(normalizeMobileInput(e.target.value))}
            />
          )}
        </Field>
        <Field id="subject" label="Subject" error={errors.subject}>
          {(p) => (
            <input
              {...p}
              className={cn(p.className, 'h-11')}
              maxLength={150}
              value={values.subject}
              onChange={(e) => set('subject')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id="message" label="Message" error={errors.message}>
        {(p) => (
          <textarea
            {...p}
            className={cn(p.className, 'min-h-36 py-2.5')}
            maxLength={5000}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        )}
      </Field>
      {formError && (
        <p role="alert" className="rounded-md bg-brand-soft px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={isLoading} className="w-full sm:w-auto">
        {isLoading ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
