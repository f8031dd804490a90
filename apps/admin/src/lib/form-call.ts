import { ApiError, apiRequest, type ApiRequest } from './api-client';

/** A refused form: the server's first message, and each field's own (other_data.errors). */
export interface FormError {
  status: number;
  message: string;
  fields: Record<string, string>;
}

/**
 * A form's call made through the transport directly (an RTK Query `queryFn`), so a refusal keeps
 * the field messages the shared base query leaves out.
 */
export async function formCall<T>(
  request: ApiRequest,
): Promise<{ data: T } | { error: FormError }> {
  try {
    const envelope = await apiRequest<T>(request);
    return { data: envelope.data };
  } catch (error) {
    if (error instanceof ApiError) {
      const errors = (error.envelope?.other_data as { errors?: Record<string, string> } | undefined)
        ?.errors;
      return { error: { status: error.status, message: error.message, fields: errors ?? {} } };
    }
    const message = error instanceof Error ? error.message : 'An error occurred';
    return { error: { status: 0, message, fields: {} } };
  }
}
