import type { FastifyError } from 'fastify';
import { PHOTO_UPLOAD_MAX_BYTES } from '@kesariya/shared';
import { AppError } from '../errors';

/** A phone camera's full-size JPEG fits; the shared 5 MB multipart limit applies everywhere else. */
export const UPLOAD_MAX_BYTES = PHOTO_UPLOAD_MAX_BYTES;
const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The multipart options of a route taking one picture. */
export const onePictureUpload = { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } };

/**
 * A route error handler for picture uploads: the multipart parser's limit errors become a refusal
 * naming the picture's field; anything else goes on to the app's error handler.
 */
export function uploadLimitErrors(field: string) {
  return (error: FastifyError): never => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.invalid(`${field} must be at most ${UPLOAD_MAX_MB} MB`, field);
    if (error.code === 'FST_FILES_LIMIT')
      throw AppError.invalid(`${field}: send one picture per request`, field);
    throw error;
  };
}
