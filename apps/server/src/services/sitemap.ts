import { asc, eq, sql } from 'drizzle-orm';
import { pageUrls } from '@kesariya/shared';
import { categories, policyPages, products } from '../db/schema';
import type { ServiceContext } from './context';

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * Listings search engines should know (docs/decisions/storefront-screens.md, Routes and shell
 * visibility).
 */
const STATIC_PAGES = [
  pageUrls.home,
  pageUrls.products,
  pageUrls.hotDeals,
  pageUrls.bestSeller,
  pageUrls.newArrivals,
  pageUrls.collection,
  pageUrls.aboutUs,
  pageUrls.contact,
  pageUrls.faq,
];

/**
 * Every public page: home, listings, each active product and each policy page, each at the URL the
 * store's own links use (and product pages name as canonical).
 */
export async function listSitemapEntries(ctx: ServiceContext): Promise<SitemapEntry[]> {
  const [productRows, pageRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.status} = 'Y' and ${categories.status} = 'Y'`)
      .orderBy(asc(products.id)),
    ctx.db
      .select({ id: policyPages.id, slug: policyPages.slug, updatedAt: policyPages.updatedAt })
      .from(policyPages)
      .where(eq(policyPages.status, 'Y'))
      .orderBy(asc(policyPages.id)),
  ]);
  return [
    ...STATIC_PAGES.map((page) => ({ path: page.getHref(), lastModified: null })),
    ...productRows.map((p) => ({
      path: pageUrls.product.getHref(p.id, p.name),
      lastModified: p.updatedAt,
    })),
    ...pageRows.map((p) => ({
      path: pageUrls.policy.getHref(p.id, p.slug),
      lastModified: p.updatedAt,
    })),
  ];
}
