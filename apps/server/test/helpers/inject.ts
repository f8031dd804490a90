import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '@kesariya/shared';
import { AUTH } from './build-app';

/** An authenticated API call answering the parsed envelope along with the raw response. */
export async function api<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: Omit<InjectOptions, 'url'> = {},
) {
  const response = await app.inject({
    ...options,
    url,
    headers: { authorization: AUTH, ...(options.headers ?? {}) },
  });
  return { response, status: response.statusCode, body: response.json() as Envelope<T> };
}
