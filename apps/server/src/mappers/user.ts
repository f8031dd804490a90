import { toRupees } from '@kesariya/shared';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The user record the client stores as `info`: a display copy, never a credential
 * (docs/decisions.md, Sessions and identity).
 */
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  phone: string;
  email: string;
  image: string;
  status: 'Y' | 'N';
  /** Wallet balance in rupees. */
  wallet: number;
  has_password: boolean;
  referred_by: string;
  created_at: string;
}

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone ?? '',
    email: row.email ?? '',
    image: '',
    status: row.status,
    wallet: toRupees(row.walletBalancePaise),
    has_password: Boolean(row.passwordHash),
    referred_by: row.referredBy ?? '',
    created_at: row.createdAt.toISOString(),
  };
}
