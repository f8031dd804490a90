import type { ServiceContext } from '../services/context';

/**
 * Who hears that stock or the catalogue changed, per database handle: each app instance registers
 * its cache for its own `app.db`, so two instances in one process (tests) stay independent.
 */
const listeners = new WeakMap<object, () => void>();

export function onCatalogueChange(db: ServiceContext['db'], listener: () => void): void {
  listeners.set(db, listener);
}

/**
 * Announces a committed change of stock or of the catalogue. Call it after the transaction has
 * committed, with the app's database handle: inside a transaction `ctx.db` is the transaction,
 * which has no listener, so the owner of the outer transaction announces once it commits.
 */
export function catalogueChanged(ctx: ServiceContext): void {
  listeners.get(ctx.db)?.();
}
