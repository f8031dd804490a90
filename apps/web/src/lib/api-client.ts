import type { ApiTransport, Envelope } from '@kesariya/shared';

/**
 * The API client is a pure transport: it adds the client's basic-auth credential and
 * parses the envelope. Deciding about toasts or navigation is left to the callers.
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

/** The server injects the credential into index.html at run time, so one build serves any setup. */
function readCredential(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-credential"]');
  return meta?.content || null;
}

export type QueryValue = string | number | boolean | null | undefined;

/** The browser's fetch by default; the server's renderer passes its own (src/entry-server.tsx). */
export type { ApiTransport };

const browserTransport: ApiTransport = (url, init) => fetch(url, init);

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as form data (docs/decisions.md, API conventions). */
  form?: Record<string, QueryValue>;
  /** Extra request headers, e.g. the Idempotency-Key of order placement. */
  headers?: Record<string, string>;
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

function toFormBody(form: Record<string, QueryValue>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return body;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/** Answers the envelope of a 2xx answer; throws ApiError with the server's message otherwise. */
export async function apiRequest<T = unknown>(
  request: ApiRequest,
  transport: ApiTransport = browserTransport,
): Promise<Envelope<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const credential = readCredential();
  if (credential) headers.set('Authorization', `Basic ${credential}`);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);

  let response: Response;
  try {
    response = await transport(buildUrl(request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.form ? toFormBody(request.form) : undefined,
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

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
