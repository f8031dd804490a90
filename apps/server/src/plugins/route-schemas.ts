import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors';

/** Where the input holds a NUL character, which no PostgreSQL text can store; null when nowhere. */
function nulAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Routes declare their body, query, params and answers with the zod schemas of packages/shared
 * (docs/architecture.md, The request path of an API call). Our own validator rather than the type
 * provider's: a request without a body or query is read as an empty form, so its fields are named
 * as missing, and a failed parse stays a ZodError, which plugins/error-handler.ts answers with 400
 * naming the field. Text holding NUL is refused whatever the field. Answers with a response schema
 * are serialised through it, which keeps private fields inside.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
      const nul = nulAt(data);
      if (nul) {
        const field = nul[0] ?? 'request';
        return { error: AppError.invalid(`${field} must be text`, field) };
      }
      const result = schema.safeParse(data ?? {});
      return result.success ? { value: result.data } : { error: result.error };
    });
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'route-schemas' },
);
