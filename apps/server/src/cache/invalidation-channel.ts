import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CatalogueChange } from './catalogue-changes';
import { decodeChangeMessage, encodeChangeMessage } from './change-message';

/**
 * The instances behind the load balancer share one database and listen on its channel
 * (docs/decisions/platform-and-security.md, Caching and invalidation).
 * The database name keeps stores (or test runs) that share a Redis server but not a database apart.
 */
export function invalidationChannel(databaseName: string): string {
  return `kesariya:catalogue-changed:${databaseName}`;
}

export interface InvalidationChannel {
  /** Tells the other instances what changed; this one has applied it to its own caches already. */
  broadcast(change: CatalogueChange): void;
  close(): Promise<void>;
}

/**
 * Redis pub/sub between instances. Subscribing needs a connection of its own (a subscribed
 * connection can do nothing else), so it is a duplicate of the shared one. A Redis outage only
 * delays other instances' invalidation until their cache entries expire; it never fails a request.
 */
export async function openInvalidationChannel(
  redis: Redis,
  log: FastifyBaseLogger,
  databaseName: string,
  onRemoteChange: (change: CatalogueChange) => void,
): Promise<InvalidationChannel> {
  const channelName = invalidationChannel(databaseName);
  const instanceId = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'redis subscriber error'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== channelName) return;
    const { from, change } = decodeChangeMessage(message);
    if (from !== instanceId) onRemoteChange(change);
  });
  await subscriber
    .subscribe(channelName)
    .catch((error: unknown) =>
      log.warn({ err: error }, 'catalogue invalidations from other instances are not heard'),
    );
  return {
    broadcast(change) {
      redis
        .publish(channelName, encodeChangeMessage(instanceId, change))
        .catch((error: unknown) =>
          log.warn({ err: error }, 'catalogue invalidation not sent to other instances'),
        );
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
