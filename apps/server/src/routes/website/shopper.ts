import type { FastifyRequest } from 'fastify';
import { GUEST_SESSION_ID_MESSAGE, isGuestSessionId } from '@kesariya/shared';
import { AppError } from '../../errors';
import { currentUser, requireUser } from '../../plugins/session';
import type { UserRow } from '../../services/auth/sessions';
import type { CartOwner } from '../../services/cart/cart-owner';

/**
 * Whose cart a call is about (docs/decisions/auth-and-sessions.md, Sessions and identity). A
 * logged-in shopper always gets their own cart, whatever session_id says; a user_id that is not the
 * session's user is refused (403), and a user id without a login asks to log in (401). Guests are
 * keyed by session_id.
 */
export async function resolveCartOwner(
  request: FastifyRequest,
  input: { user_id: number; session_id: string },
): Promise<{ owner: CartOwner; user: UserRow | null }> {
  const { user_id: userId, session_id: sessionId } = input;
  const user = await currentUser(request);
  if (user) {
    if (userId !== 0 && userId !== user.id)
      throw new AppError('forbidden', 'You can only use your own cart.');
    return { owner: { kind: 'user', userId: user.id }, user };
  }
  if (userId !== 0) throw new AppError('unauthenticated', 'Please log in to continue.');
  if (!isGuestSessionId(sessionId)) {
    throw AppError.invalid(
      sessionId === '' ? 'session_id is required for a guest cart' : GUEST_SESSION_ID_MESSAGE,
      'session_id',
    );
  }
  return { owner: { kind: 'guest', sessionId: sessionId }, user: null };
}

/** The logged-in shopper for user-only calls; a user_id that is not theirs is refused (403). */
export function assertOwnUserId(user: UserRow, userId: number, what: string): void {
  if (userId !== 0 && userId !== user.id)
    throw new AppError('forbidden', `You can only use your own ${what}.`);
}

/**
 * preValidation hook of the calls only a logged-in shopper may make: the 401 comes before the input
 * is checked, so a guest learns nothing from a malformed request; rate limits still count first.
 */
export async function loggedInOnly(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/**
 * DELETE calls carry their fields as query parameters (docs/architecture.md); some clients send a
 * form body instead. Its fields join the query, which the route's query schema then reads.
 */
export async function bodyFieldsIntoQuery(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body))
    request.query = { ...(request.query as object), ...body };
}
