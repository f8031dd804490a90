import { eq } from 'drizzle-orm';
import {
  canonicalIndianState,
  DEFAULT_STORE_SETTINGS,
  INDIA,
  SOCIAL_NETWORKS,
  type AdminStoreDetails,
} from '@kesariya/shared';
import type { StoreDetailsInput } from '@kesariya/shared/settings-schemas';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { storeSettings, type StoreSettingsValue } from '../../db/schema';
import { toStoreSettings } from '../../mappers/content';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { gstPlaceOf } from '../invoices/gst-state-codes';

/**
 * The store's name, address, GSTIN and contacts as the owner saved them (Settings › Store details),
 * or the defaults before they did: what every message, invoice and page head that names the store
 * reads, through `app.storeDetails()` (docs/decisions/back-office.md, Store details).
 */
export type StoreDetails = StoreSettingsValue;

/** Before the owner saves anything: the default name and the support hours, nothing else. */
const DEFAULTS: StoreDetails = {
  storeName: DEFAULT_STORE_SETTINGS.store_name,
  tagline: DEFAULT_STORE_SETTINGS.tagline,
  addressLine: DEFAULT_STORE_SETTINGS.address_line,
  city: DEFAULT_STORE_SETTINGS.city,
  state: DEFAULT_STORE_SETTINGS.state,
  pincode: DEFAULT_STORE_SETTINGS.pincode,
  phone: DEFAULT_STORE_SETTINGS.phone,
  supportEmail: DEFAULT_STORE_SETTINGS.support_email,
  supportHours: DEFAULT_STORE_SETTINGS.support_hours,
  gstin: '',
  mapLink: DEFAULT_STORE_SETTINGS.map_link,
  mapEmbedLink: DEFAULT_STORE_SETTINGS.map_embed_link,
  socials: DEFAULT_STORE_SETTINGS.socials,
};

/** How a message signs off: the store's name, and its city when the owner gave one. */
export function storeSignature(store: StoreDetails): string {
  return store.city ? `${store.storeName}, ${store.city}` : store.storeName;
}

/** What the storefront shows of the store, plus the GSTIN, with one field per social network. */
function toAdmin(value: StoreSettingsValue): AdminStoreDetails {
  const social = (name: (typeof SOCIAL_NETWORKS)[number]) =>
    value.socials.find((s) => s.name === name)?.url ?? '';
  const { socials: _listed, ...shown } = toStoreSettings(value);
  return {
    ...shown,
    gstin: value.gstin ?? '',
    instagram: social('instagram'),
    facebook: social('facebook'),
    youtube: social('youtube'),
  };
}

async function readValue(ctx: ServiceContext): Promise<StoreSettingsValue | null> {
  const [row] = await ctx.db.select().from(storeSettings).where(eq(storeSettings.id, 1)).limit(1);
  return row?.value ?? null;
}

/** The saved details, or the defaults; read it through `app.storeDetails()`, which keeps it. */
export async function readStoreDetails(ctx: ServiceContext): Promise<StoreDetails> {
  return (await readValue(ctx)) ?? DEFAULTS;
}

export async function getStoreDetails(ctx: ServiceContext): Promise<AdminStoreDetails> {
  return toAdmin(await readStoreDetails(ctx));
}

/**
 * The state must be one of India's, and a GSTIN's first two digits its GST state code: the invoice
 * reads the store's state from the GSTIN (services/invoices/gst-state-codes.ts), so a mismatch would
 * charge CGST and SGST where IGST is due.
 */
function checkState(input: StoreDetailsInput): Refusal | string {
  const state = canonicalIndianState(input.state);
  if (!state)
    return refuse('invalid_input', 'State must be a state or union territory of India', 'state');
  if (input.gstin !== '') {
    const code = gstPlaceOf(state, INDIA).code;
    if (code && input.gstin.slice(0, 2) !== code)
      return refuse(
        'invalid_input',
        `GSTIN must start with ${code}, the state code of ${state}`,
        'gstin',
      );
  }
  return state;
}

export async function saveStoreDetails(
  ctx: ServiceContext,
  actor: AuditActor,
  input: StoreDetailsInput,
): Promise<AdminStoreDetails | Refusal> {
  const state = checkState(input);
  if (typeof state !== 'string') return state;
  const saved = await ctx.db.transaction(async (tx) => {
    const stored = await readValue({ db: tx });
    const value: StoreSettingsValue = {
      storeName: input.store_name,
      tagline: input.tagline,
      addressLine: input.address_line,
      city: input.city,
      state,
      pincode: input.pincode,
      phone: input.phone,
      supportEmail: input.support_email,
      supportHours: input.support_hours,
      gstin: input.gstin,
      mapLink: input.map_link,
      mapEmbedLink: input.map_embed_link,
      socials: SOCIAL_NETWORKS.filter((name) => input[name] !== '').map((name) => ({
        name,
        url: input[name],
      })),
    };
    await tx
      .insert(storeSettings)
      .values({ id: 1, value })
      .onConflictDoUpdate({ target: storeSettings.id, set: { value, updatedAt: new Date() } });
    const after = toAdmin(value);
    await recordChange({ db: tx }, actor, {
      action: 'settings.store',
      targetType: 'settings',
      targetId: 'store',
      before: stored ? toAdmin(stored) : null,
      after,
    });
    return after;
  });
  catalogueChanged(ctx, SETTINGS_CHANGED);
  return saved;
}
