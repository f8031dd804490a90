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
  /** Sent as form data (docs/decisions.md, API conventions); with a file among it, as multipart. */
  form?: Record<string, QueryValue | Blob>;
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

/** Sends the request with the credential; a network failure becomes ApiError with status 0. */
async function send(
  request: ApiRequest,
  accept: string,
  transport: ApiTransport,
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const credential = readCredential();
  if (credential) headers.set('Authorization', `Basic ${credential}`);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);

  try {
    return await transport(buildUrl(request.path, request.query), {
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
}

async function readPayload(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function failure(response: Response, payload: unknown): ApiError {
  const message =
    isEnvelope(payload) && payload.message
      ? payload.message
      : `Request failed (${response.status})`;
  return new ApiError(message, response.status, isEnvelope(payload) ? payload : undefined);
}

/** Answers the envelope of a 2xx answer; throws ApiError with the server's message otherwise. */
export async function apiRequest<T = unknown>(
  request: ApiRequest,
  transport: ApiTransport = browserTransport,
): Promise<Envelope<T>> {
  const response = await send(request, 'application/json', transport);
  const payload = await readPayload(response);
  if (!response.ok) throw failure(response, payload);
  if (!isEnvelope(payload))
    throw new ApiError('Unexpected answer from the server', response.status);
  return payload as Envelope<T>;
}

/** A file the API answers (an invoice PDF), with the name the server gives it. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition; null when the server names none. */
  fileName: string | null;
}

function attachmentName(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * Fetches a file with the credential in the header, never in a URL a shopper could copy; a
 * refusal arrives as the usual envelope and throws ApiError with its message.
 */
export async function apiFile(
  request: ApiRequest,
  accept: string,
  transport: ApiTransport = browserTransport,
): Promise<ApiFile> {
  const response = await send(request, `${accept}, application/json`, transport);
  if (!response.ok) throw failure(response, await readPayload(response));
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}
