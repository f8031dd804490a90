import { errorMessage, errorStatus } from './api';

/** A refused call as a form reads it. */
export interface Refusal {
  /** HTTP status, 0 for a network failure. */
  status: number;
  message: string;
  /** Each field's own message, when the answer names them (`other_data.errors`). */
  fields: Record<string, string>;
}

/**
 * A failed query or mutation as a form shows it: the message above the form, or each field's by
 * its field. Forms of one field put a 400's message by it even when the answer names no field.
 */
export function refusalOf(error: unknown): Refusal {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  return { status: errorStatus(error), message: errorMessage(error), fields: fields ?? {} };
}
