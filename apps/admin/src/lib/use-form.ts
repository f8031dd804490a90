import { useState } from 'react';
import { failureOf } from '@kesariya/shared';
import { toast } from './toast';

/**
 * A form's values and its fields' messages. Typing in a field clears its message; a refusal keeps
 * every value typed and puts each message by its field.
 */
export function useForm<Values extends { [K in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  /** The props of a TextField (or Select) bound to one value. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors[name],
  });

  /** Puts the page's own checks' messages by their fields; fields without one lose theirs. */
  const showErrors = (found: Partial<Record<keyof Values & string, string>>) =>
    setErrors(
      Object.fromEntries(
        Object.entries(found).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    );

  /** Shows a refusal: each field's message by it (other_data.errors), the first in a toast. */
  const refused = (error: unknown) => {
    const { message, fields } = failureOf(error);
    setErrors(fields);
    toast.error(message);
  };

  return { values, set, field, errors, showErrors, refused, setValues };
}
