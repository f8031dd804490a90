import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * The web app sends form data (urlencoded or multipart); JSON is accepted too, built in
 * (docs/decisions.md, API conventions).
 */
export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    await app.register(multipart, {
      // Text fields become plain body values, so handlers read every body shape the same way.
      attachFieldsToBody: 'keyValues',
      limits: { fields: 50, fieldSize: 64 * 1024, files: 5, fileSize: 5 * 1024 * 1024 },
    });
  },
  { name: 'body-parsers' },
);
