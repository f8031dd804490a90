import type { Envelope } from '@kesariya/shared';

/**
 * The back office's API transport: the client's basic-auth credential on every call, the staff
 * session's cookie along with it, the envelope parsed. What to do about a refusal is the callers'.
 */

export const API_BASE = '/api/';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the network failed before an answer. */
    readonly status: number,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server writes the credential into index.html when it serves it, so one build fits any setup. */
export function readCredential(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-credential"]');
  return meta?.content || null;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as form data, as the API expects; with a file among it, as multipart. */
  form?: Record<string, QueryValue | Blob>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

function toFormBody(form: Record<string, QueryValue | Blob>): URLSearchParams | FormData {
  const fields = Object.entries(form).filter(([, value]) => value !== undefined && value !== null);
  if (!fields.some(([, value]) => value instanceof Blob))
    return new URLSearchParams(fields.map(([key, value]) => [key, String(value)]));
  // Only a file needs multipart; fetch writes the boundary into the Content-Type itself.
  const body = new FormData();
  for (const [key, value] of fields) body.set(key, value instanceof Blob ? value : String(value));
  return body;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/** Answers the envelope of a 2xx answer; throws ApiError with the server's message otherwise. */
export async function apiRequest<T = unknown>(request: ApiRequest): Promise<Envelope<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const credential = readCredential();
  if (credential) headers.set('Authorization', `Basic ${credential}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.form ? toFormBody(request.form) : undefined,
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check the connection and try again.', 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      isEnvelope(payload) && payload.message
        ? payload.message
        : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, isEnvelope(payload) ? payload : undefined);
  }
  if (!isEnvelope(payload))
    throw new ApiError('Unexpected answer from the server', response.status);
  return payload as Envelope<T>;
}
