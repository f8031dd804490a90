import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export const NO_FILES_HERE = 'This call takes no files. Send the form without attachments.';

/**
 * The web app sends form data (urlencoded or multipart); JSON is accepted too, built in
 * (docs/decisions/api-and-validation.md, API conventions). Files are taken only by the upload
 * routes, which name their own limits in `config.multipartOptions`; anywhere else the first file
 * part ends the request with a 400 before its bytes are read, so no call can be made to buffer
 * megabytes.
 */
export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    await app.register(multipart, {
      // Text fields become plain body values, so handlers read every body shape the same way.
      attachFieldsToBody: 'keyValues',
      limits: { fields: 50, fieldSize: 64 * 1024, files: 1, fileSize: 64 * 1024 },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        if (!this.routeOptions.config.multipartOptions)
          throw new AppError('invalid_input', NO_FILES_HERE);
        // An upload route: the file becomes a body value like the fields.
        await part.toBuffer();
      },
    });
  },
  { name: 'body-parsers' },
);
