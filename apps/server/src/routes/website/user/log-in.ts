import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mergeGuestCart } from '../../../services/auth/merge-guest-cart';
import type { UserRow } from '../../../services/auth/sessions';

/**
 * Logs the user in on this browser: a new session replaces whatever it held (no session fixation),
 * and the guest cart of `guestSessionId` comes along (docs/decisions/auth-and-sessions.md, Sessions
 * and identity).
 */
export async function logIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  guestSessionId: string,
): Promise<void> {
  await app.sessions.start(request, reply, user.id);
  await mergeGuestCart({ db: app.db }, { sessionId: guestSessionId, userId: user.id });
}
