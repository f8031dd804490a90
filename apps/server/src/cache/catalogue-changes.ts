import type { Db } from '../db/client';

/**
 * What a committed write changed. An order or a released order changes only the stock of the
 * products it holds, and says whether one of their sizes crossed zero (sold out, or back in stock);
 * anything else (names, prices, categories, pictures) may change any answer.
 */
export interface StockChange {
  kind: 'stock';
  productIds: readonly number[];
  crossedZero: boolean;
}

/**
 * The owner's content and settings (banner, policy pages, store details, modules, delivery rules):
 * every kept page (its shell shows them) and the stored rules go; catalogue answers stay.
 */
export interface SettingsChange {
  kind: 'settings';
}

export type CatalogueChange = StockChange | SettingsChange | { kind: 'all' };

export const SETTINGS_CHANGED: CatalogueChange = { kind: 'settings' };

export const WHOLE_CATALOGUE: CatalogueChange = { kind: 'all' };

/**
 * Who hears that stock or the catalogue changed, per database handle: each app instance registers
 * its cache for its own `app.db`, so two instances in one process (tests) stay independent.
 */
const listeners = new WeakMap<object, (change: CatalogueChange) => void>();

export function onCatalogueChange(db: Db, listener: (change: CatalogueChange) => void): void {
  listeners.set(db, listener);
}

/**
 * Announces a committed change of stock or of the catalogue. Call it after the transaction has
 * committed, with the app's database handle: inside a transaction `ctx.db` is the transaction,
 * which has no listener, so the owner of the outer transaction announces once it commits.
 * Without a change named, anything may have changed (a catalogue write).
 */
export function catalogueChanged(ctx: { db: Db }, change: CatalogueChange = WHOLE_CATALOGUE): void {
  listeners.get(ctx.db)?.(change);
}
