import { toRupees } from '@kesariya/shared';
import type { UserRecord } from '@kesariya/shared/auth-schemas';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The user record the client stores as `info`: a display copy, never a credential
 * (docs/decisions/auth-and-sessions.md, Sessions and identity).
 */
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
    email_verified: Boolean(row.email && row.emailVerifiedAt),
    phone_verified: Boolean(row.phone && row.phoneVerifiedAt),
    referred_by: row.referredBy ?? '',
    created_at: row.createdAt.toISOString(),
  };
}
