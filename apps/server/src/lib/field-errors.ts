import { ZodError } from 'zod';
import { zodErrorToAppError } from './validate';

/** Each field's first message: a form shows every mistake by its field at once, not one a time. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field = 'request', index] = issue.path.map(String);
    // A list's entry (sizes.1.stock) is named by its place in the list, as the form shows it.
    fields[field] ??=
      index !== undefined && /^[0-9]+$/.test(index)
        ? `${capitalise(field.replace(/s$/, ''))} ${Number(index) + 1}: ${issue.message}`
        : zodErrorToAppError(new ZodError([issue])).message;
  }
  return fields;
}

/** The field the first issue is about, as `fieldMessages` names it. */
export function firstField(error: ZodError): string {
  return error.issues[0]?.path.map(String)[0] ?? 'request';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
