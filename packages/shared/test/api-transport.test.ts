import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchApiFile } from '../src/api-file';
import {
  ApiError,
  asList,
  asQueryResult,
  buildUrl,
  callApi,
  errorMessage,
  errorStatus,
  failureOf,
  NETWORK_FAILURE,
  type ApiClient,
  type ApiRequest,
} from '../src/api-transport';
import type { ApiTransport } from '../src/rendered-page';

/** The client an app would make, reduced to what the transport needs. */
function clientOf(credential: string | null, transport?: ApiTransport) {
  const client: ApiClient = { credential: () => credential, transport };
  return {
    request: <T = unknown>(request: ApiRequest, own?: ApiTransport) =>
      callApi<T>(client, request, own),
    file: (request: ApiRequest, accept?: string) => fetchApiFile(client, request, accept),
  };
}

/** A fetch stand-in answering every call with `body` as JSON, keeping what it was asked. */
function answering(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const transport = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return { transport, calls };
}

const refusedForm = {
  status: false,
  message: 'Name must be at least 3 character long',
  data: null,
  other_data: {
    errors: {
      name: 'Name must be at least 3 character long',
      email: 'Please enter valid email address',
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('buildUrl', () => {
  it('puts the path under /api/ and leaves out empty query values', () => {
    expect(buildUrl('/website/product', { page: 2, q: '', size: null, sale: false })).toBe(
      '/api/website/product?page=2&sale=false',
    );
    expect(buildUrl('website/cart')).toBe('/api/website/cart');
  });
});

describe('a request', () => {
  it('carries the credential the app gives, and its form as urlencoded data', async () => {
    const { transport, calls } = answering({ status: true, message: 'Saved', data: { id: 7 } });
    const client = clientOf('d2ViOnNlY3JldA==', transport);
    const envelope = await client.request<{ id: number }>({
      path: 'website/address/create',
      method: 'POST',
      form: { name: 'Asha', is_default: true, landmark: undefined },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(envelope).toEqual({ status: true, message: 'Saved', data: { id: 7 } });
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/website/address/create');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Basic d2ViOnNlY3JldA==');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(String(init.body)).toBe('name=Asha&is_default=true');
  });

  it('sends a form holding a file as multipart, and no credential when the app has none', async () => {
    const { transport, calls } = answering({ status: true, message: 'Sent', data: null });
    const client = clientOf(null, transport);
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await client.request({ path: 'website/return/create', method: 'POST', form: { photo, n: 1 } });
    const { init } = calls[0]!;
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('n')).toBe('1');
    expect((init.body as FormData).get('photo')).toBeInstanceOf(Blob);
  });

  it('goes through the global fetch unless a transport is given, or one call brings its own', async () => {
    const global = answering({ status: true, message: 'From fetch', data: null });
    vi.stubGlobal('fetch', global.transport);
    const client = clientOf(null);
    expect((await client.request({ path: 'website/faq' })).message).toBe('From fetch');
    const own = answering({ status: true, message: 'In process', data: null });
    expect((await client.request({ path: 'website/faq' }, own.transport)).message).toBe(
      'In process',
    );
    expect(global.transport).toHaveBeenCalledTimes(1);
  });

  it("throws a refusal as ApiError with the server's message, status and fields", async () => {
    const { transport } = answering(refusedForm, 400);
    const client = clientOf(null, transport);
    const error = await client.request({ path: 'admin/setup', method: 'POST' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Name must be at least 3 character long',
      fields: refusedForm.other_data.errors,
      envelope: refusedForm,
    });
  });

  it('names the status when a refusal is not an envelope', async () => {
    const { transport } = answering('<html>Bad gateway</html>', 502);
    const client = clientOf(null, transport);
    const error = await client.request({ path: 'website/faq' }).catch((e) => e);
    expect(error).toMatchObject({ status: 502, message: 'Request failed (502)', fields: {} });
  });

  it('refuses a 2xx answer that is not an envelope', async () => {
    const { transport } = answering('<html>A proxy page</html>');
    const client = clientOf(null, transport);
    await expect(client.request({ path: 'website/faq' })).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer from the server',
    });
  });

  it('turns a network failure into status 0, and lets an abort through as it is', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = clientOf(null, offline);
    await expect(client.request({ path: 'website/faq' })).rejects.toMatchObject({
      status: 0,
      message: NETWORK_FAILURE,
    });
    const abort = new Error('This operation was aborted');
    abort.name = 'AbortError';
    const aborting = clientOf(null, async () => {
      throw abort;
    });
    await expect(aborting.request({ path: 'website/faq' })).rejects.toBe(abort);
  });
});

describe('a file', () => {
  it('answers the bytes with the name the server gives them', async () => {
    const transport = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="KS-2025-000123.pdf"',
          },
        }),
    );
    const client = clientOf('c2VjcmV0', transport);
    const file = await client.file(
      { path: 'website/order/KS-2025-000123/invoice' },
      'application/pdf',
    );
    expect(file.fileName).toBe('KS-2025-000123.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    const init = transport.mock.calls[0]![1];
    expect(new Headers(init.headers).get('Accept')).toBe('application/pdf, application/json');
    expect(new Headers(init.headers).get('Authorization')).toBe('Basic c2VjcmV0');
  });

  it('throws a refusal with its message', async () => {
    const { transport } = answering({ status: false, message: 'Order not found', data: null }, 404);
    const client = clientOf(null, transport);
    await expect(client.file({ path: 'admin/return/9/photo' })).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });
});

describe('failureOf, the reader of a failed call', () => {
  it('reads an ApiError and the plain error a base query answers alike', async () => {
    const error = new ApiError(refusedForm.message, 400, refusedForm);
    const expected = {
      status: 400,
      message: refusedForm.message,
      fields: refusedForm.other_data.errors,
    };
    expect(failureOf(error)).toEqual(expected);
    const { transport } = answering(refusedForm, 400);
    const client = clientOf(null, transport);
    const result = await asQueryResult(client.request({ path: 'admin/setup', method: 'POST' }));
    expect(result).toEqual({ error: expected });
    expect(failureOf('error' in result ? result.error : null)).toEqual(expected);
  });

  it('reads a refusal without fields, anything thrown, and nothing at all', () => {
    expect(failureOf(new ApiError('Order not found', 404))).toEqual({
      status: 404,
      message: 'Order not found',
      fields: {},
    });
    expect(failureOf(new TypeError('boom'))).toEqual({ status: 0, message: 'boom', fields: {} });
    expect(failureOf(undefined)).toEqual({ status: 0, message: 'An error occurred', fields: {} });
    expect(failureOf({ status: 400, message: '', fields: { name: 3 } })).toEqual({
      status: 400,
      message: 'An error occurred',
      fields: {},
    });
  });

  it('gives the message and status on their own', () => {
    const error = new ApiError('Not yours', 403);
    expect(errorMessage(error)).toBe('Not yours');
    expect(errorStatus(error)).toBe(403);
    expect(errorMessage({})).toBe('An error occurred');
    expect(errorStatus('x')).toBe(0);
  });

  it('answers a successful call as data', async () => {
    expect(await asQueryResult(Promise.resolve(5))).toEqual({ data: 5 });
  });
});

describe('asList', () => {
  it('reads a list, and anything else as an empty one', () => {
    expect(asList<number>([1, 2])).toEqual([1, 2]);
    expect(asList({ items: [] })).toEqual([]);
    expect(asList(null)).toEqual([]);
  });
});
