import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';

/** A private picture (a return's photo): never kept by a browser or a proxy. */
export function sendPhoto(
  reply: FastifyReply,
  photo: { bytes: Buffer; contentType: string } | null,
): FastifyReply {
  if (!photo) throw AppError.notFound('Photo not found');
  return reply
    .header('Content-Type', photo.contentType)
    .header('Cache-Control', 'private, no-store')
    .send(photo.bytes);
}
