import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  isIndia,
  normalizeAddress,
  validateAddress,
  type Address,
  type AddressInput,
  type AddressProblem,
} from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { addresses, type AddressSnapshot } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressResult = { ok: true; address: Address } | Refusal;

const invalidAddress = (problem: AddressProblem) =>
  refuse('invalid_input', problem.message, problem.field);

/** Enough for family, office and a few gift addresses; stops a script from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

/** Reshape at the boundary: region/postal_code columns become the API's state/pincode. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    pincode: row.postalCode,
    address_line: row.addressLine,
    landmark: row.landmark,
    city: row.city,
    state: row.region,
    country: row.country,
    type: row.type === 'work' ? 'work' : 'home',
    is_default: row.isDefault,
    is_india: isIndia(row.country),
  };
}

/** What an order keeps of the address, so later edits do not rewrite history. */
export function toAddressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    name: row.name,
    phone: row.phone,
    address_line: row.addressLine,
    landmark: row.landmark,
    city: row.city,
    state: row.region,
    pincode: row.postalCode,
    country: row.country,
  };
}

function columnsOf(input: AddressInput) {
  const clean = normalizeAddress(input);
  return {
    name: clean.name,
    phone: clean.phone,
    postalCode: clean.pincode,
    addressLine: clean.address_line,
    landmark: clean.landmark,
    city: clean.city,
    region: clean.state,
    country: clean.country,
    type: clean.type === 'work' ? ('work' as const) : ('home' as const),
  };
}

/** The user's addresses, the default first, then newest first. */
export async function listAddresses(ctx: ServiceContext, userId: number): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** An address of this user, or null: another user's id is indistinguishable from a missing one. */
export async function findOwnAddress(
  ctx: ServiceContext,
  userId: number,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Clears the old default first: the partial unique index allows one default per user. */
async function clearDefault(ctx: ServiceContext, userId: number, exceptId?: number): Promise<void> {
  await ctx.db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId === undefined ? undefined : ne(addresses.id, exceptId),
      ),
    );
}

export async function createAddress(
  ctx: ServiceContext,
  userId: number,
  input: AddressInput,
  isDefault: boolean,
): Promise<AddressResult> {
  const problem = validateAddress(input);
  if (problem) return invalidAddress(problem);
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const n = Number(existing?.n ?? 0);
    if (n >= MAX_ADDRESSES_PER_USER) {
      return refuse(
        'conflict',
        `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses; please delete one first`,
      );
    }
    // The first address is the default whatever the form said.
    const makeDefault = isDefault || n === 0;
    if (makeDefault) await clearDefault({ db: tx }, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(input), isDefault: makeDefault })
      .returning();
    return { ok: true, address: toAddress(row!) } as const;
  });
}

export async function updateAddress(
  ctx: ServiceContext,
  userId: number,
  id: number,
  input: AddressInput,
  isDefault: boolean,
): Promise<AddressResult> {
  const problem = validateAddress(input);
  if (problem) return invalidAddress(problem);
  return ctx.db.transaction(async (tx) => {
    const own = await findOwnAddress({ db: tx }, userId, id);
    // Another user's address answers exactly like a missing one.
    if (!own) return refuse('not_found', 'Address not found', 'id');
    // Unticking the only default is ignored: a user with addresses always has a default one.
    const makeDefault = isDefault || own.isDefault;
    if (makeDefault) await clearDefault({ db: tx }, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault: makeDefault, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return { ok: true, address: toAddress(row!) } as const;
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(
  ctx: ServiceContext,
  userId: number,
  id: number,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) return false;
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
}
