import path from 'node:path';
import fp from 'fastify-plugin';
import { MEMORY_DATA_DIR, type Config } from '../config';
import { createMediaService, type MediaService } from '../services/media';
import { createUploadStorage } from '../storage';
import { diskImageCache, memoryImageCache } from '../media/image-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product and category pictures: rendering, the render cache and the uploaded originals. */
    media: MediaService;
  }
}

/**
 * One media service for the /media routes and the admin upload calls, so an admin's change and the
 * shopper's picture go through the same cache. Renders stay on the local disk (or in memory for an
 * in-memory instance) wherever the originals are kept: they can always be rebuilt.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const storage = createUploadStorage(config);
    const cache =
      config.dataDir === MEMORY_DATA_DIR
        ? memoryImageCache()
        : diskImageCache(path.join(config.dataDir, 'media', 'cache'));
    app.decorate('media', createMediaService({ cache, storage }));
    app.log.info(`uploaded media: ${storage.description}`);
  },
  { name: 'media' },
);
