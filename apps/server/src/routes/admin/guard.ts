import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../../plugins/session';

/**
 * Route hook of every admin-only call. It runs on request, before the body is read: an upload from
 * someone who is not an admin is refused without parsing megabytes of it.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
