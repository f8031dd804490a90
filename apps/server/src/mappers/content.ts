import type {
  FaqEntry,
  ModuleConfig,
  PolicyPage,
  PolicyPageSummary,
  PromotionalMessage,
  StoreSettings,
} from '@kesariya/shared';
import type {
  faqs,
  moduleConfigs,
  policyPages,
  promotionalMessages,
  StoreSettingsValue,
} from '../db/schema';
import { sanitizePolicyHtml } from '../lib/sanitize-html';

export function toPromotional(row: typeof promotionalMessages.$inferSelect): PromotionalMessage {
  return { id: row.id, message: row.message };
}

export function toPolicySummary(
  row: Pick<typeof policyPages.$inferSelect, 'id' | 'slug' | 'title'>,
): PolicyPageSummary {
  return { id: row.id, slug: row.slug, title: row.title };
}

export function toPolicyPage(row: typeof policyPages.$inferSelect): PolicyPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Policy HTML is sanitised before it is rendered; the server does it too
    // (docs/decisions/platform-and-security.md, Security hardening).
    content: sanitizePolicyHtml(row.contentHtml),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toFaq(row: typeof faqs.$inferSelect): FaqEntry {
  return { id: row.id, question: row.question, answer: row.answer, topic: row.topic };
}

export function toModuleConfig(row: typeof moduleConfigs.$inferSelect): ModuleConfig {
  return { module_name: row.moduleName, status: row.status };
}

export function toStoreSettings(value: StoreSettingsValue): StoreSettings {
  return {
    store_name: value.storeName,
    tagline: value.tagline,
    address_line: value.addressLine,
    city: value.city,
    state: value.state,
    pincode: value.pincode,
    phone: value.phone,
    support_email: value.supportEmail,
    support_hours: value.supportHours,
    map_link: value.mapLink,
    map_embed_link: value.mapEmbedLink,
    socials: value.socials,
  };
}
