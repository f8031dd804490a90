import type { Envelope } from './envelope';
import type { ApiTransport } from './rendered-page';

/**
 * The browser apps' one way to the API (docs/architecture.md, The request path of an API call):
 * the request built with the client credential, the envelope parsed, a refusal read as its
 * message and its fields' messages. No DOM here: each app says how it reads the credential, and
 * what to do about a refusal (a toast, a field's message, a redirect) is the callers'. File
 * answers are in api-file.ts, apart, so the storefront's first screen does not carry them.
 */

export const API_BASE = '/api/';

/** Said when the network failed before the server could answer. */
export const NETWORK_FAILURE = 'Could not reach the server. Check the connection and try again.';

const FALLBACK = 'An error occurred';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Each refused field's message, by the field's API name (docs/decisions/api-and-validation.md, API
 * conventions).
 */
export type FieldErrors = Record<string, string>;

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /**
   * Sent as form data (docs/decisions/api-and-validation.md, API conventions); with a file among
   * it, as multipart.
   */
  form?: Record<string, QueryValue | Blob>;
  /** Extra request headers, e.g. the Idempotency-Key of order placement. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A failed call as a form reads it: the server's message, each field's own, and the status. */
export interface ApiFailure {
  /** HTTP status, or 0 when no answer came (the network failed, the call was aborted). */
  status: number;
  message: string;
  fields: FieldErrors;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/** The field messages of a refusal's envelope (`other_data.errors`); none when it has none. */
export function fieldErrorsOf(envelope: Envelope | undefined): FieldErrors {
  const errors = envelope?.other_data?.errors;
  return isFieldErrors(errors) ? errors : {};
}

export class ApiError extends Error implements ApiFailure {
  readonly fields: FieldErrors;
  constructor(
    message: string,
    readonly status: number,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.name = 'ApiError';
    this.fields = fieldErrorsOf(envelope);
  }
}

/**
 * The one reader of a failed call: an ApiError, the error a base query answered (the same
 * fields, as a plain object), or anything else thrown, as { status, message, fields }.
 */
export function failureOf(error: unknown): ApiFailure {
  const { status, message, fields } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Partial<Record<keyof ApiFailure, unknown>>;
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' && message ? message : FALLBACK,
    fields: isFieldErrors(fields) ? fields : {},
  };
}

/** The message of a failed query or mutation, with the fallback 'An error occurred'. */
export function errorMessage(error: unknown): string {
  return failureOf(error).message;
}

/** The status of a failed query or mutation; 0 when it is not one of ours. */
export function errorStatus(error: unknown): number {
  return failureOf(error).status;
}

/** The answer's list; anything else in `data` reads as an empty one. */
export function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/**
 * A call as RTK Query's base query answers it: the value, or the failure as `failureOf` reads
 * it, so every failed query and mutation carries its fields' messages.
 */
export async function asQueryResult<T>(
  call: Promise<T>,
): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await call };
  } catch (error) {
    return { error: failureOf(error) };
  }
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
    return new URLSearchParams(
      fields.map(([key, value]): [string, string] => [key, String(value)]),
    );
  // Only a file needs multipart; fetch writes the boundary into the Content-Type itself.
  const body = new FormData();
  for (const [key, value] of fields) body.set(key, value instanceof Blob ? value : String(value));
  return body;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

async function readPayload(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A refusal's answer as ApiError: the envelope's message and fields, or the bare status. */
export async function refusalOf(response: Response): Promise<ApiError> {
  const payload = await readPayload(response);
  const envelope = isEnvelope(payload) ? payload : undefined;
  return new ApiError(
    envelope?.message || `Request failed (${response.status})`,
    response.status,
    envelope,
  );
}

/** How an app reaches the API: its client credential, and fetch unless it brings a transport. */
export interface ApiClient {
  /** The client credential of HTTP basic auth, read each call; null sends none. */
  credential: () => string | null;
  transport?: ApiTransport;
}

/**
 * Sends the request with the credential and the session's cookie, through the transport a call
 * brings, else the client's, else fetch; a network failure becomes ApiError with status 0.
 */
export async function sendApiRequest(
  client: ApiClient,
  request: ApiRequest,
  accept: string,
  transport: ApiTransport = client.transport ?? ((url, init) => fetch(url, init)),
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const basic = client.credential();
  if (basic) headers.set('Authorization', `Basic ${basic}`);
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
    // An aborted call is no failure to report: the caller stopped wanting it.
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_FAILURE, 0);
  }
}

/** Answers the envelope of a 2xx answer; throws ApiError with the server's refusal otherwise. */
export async function callApi<T = unknown>(
  client: ApiClient,
  request: ApiRequest,
  transport?: ApiTransport,
): Promise<Envelope<T>> {
  const response = await sendApiRequest(client, request, 'application/json', transport);
  if (!response.ok) throw await refusalOf(response);
  const payload = await readPayload(response);
  if (!isEnvelope(payload))
    throw new ApiError('Unexpected answer from the server', response.status);
  return payload as Envelope<T>;
}
