import type { Db } from '../db/client';

/** What every service receives first: the database (or a transaction) and, later, who is asking. */
export interface ServiceContext {
  db: Db;
  userId?: number | null;
}
