import type { Db } from '../db/client';
import type { PasswordHasher } from '../lib/password';

/** What every service receives first: the database (or a transaction) and, later, who is asking. */
export interface ServiceContext {
  db: Db;
  userId?: number | null;
}

/** The context of the services that hash or check a password. */
export interface PasswordContext extends ServiceContext {
  passwords: PasswordHasher;
}
