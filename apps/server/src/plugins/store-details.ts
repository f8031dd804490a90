import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { readStoreDetails, type StoreDetails } from '../services/settings/store-details';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The store's details (name, address, GSTIN, contacts), kept in process beside the store rules
     * and dropped on every instance when the owner saves them (a `settings` change). Inside a
     * transaction, pass its `db`: a miss is then read through it, since on the embedded database
     * a read on the app's connection would wait for that transaction to end.
     */
    storeDetails(db?: Db): Promise<StoreDetails>;
  }
}

const KEY = 'store-details';

/** One cached read of the store details for every text that names the store. */
export default fp(
  async (app) => {
    const kept = app.catalogueCache.settings;
    app.decorate('storeDetails', async (db?: Db) => {
      if (db && db !== app.db) {
        // Neither waits for a load on the app's connection nor keeps what the transaction read.
        return (kept.peek(KEY) as StoreDetails | undefined) ?? readStoreDetails({ db });
      }
      const details = await kept.getOrLoad(KEY, () => readStoreDetails({ db: app.db }));
      return details as StoreDetails;
    });
  },
  { name: 'store-details', dependencies: ['catalogue-cache'] },
);
