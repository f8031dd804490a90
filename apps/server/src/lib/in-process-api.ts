import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '@kesariya/shared';

/**
 * Answers API requests inside the server, with the client credential the browser sends: the page
 * renderer and the page head read public catalogue data through the same routes, and so the same
 * caches, as the browser (one product page, one product read).
 */
export function inProcessApi(app: FastifyInstance, credential: string): ApiTransport {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, authorization: `Basic ${credential}` },
      payload: typeof init.body === 'string' ? init.body : init.body?.toString(),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}
