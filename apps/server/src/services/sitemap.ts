import { asc, eq, sql } from 'drizzle-orm';
import { encodeId, productSlug } from '@kesariya/shared';
import { categories, policyPages, products } from '../db/schema';
import type { ServiceContext } from './context';

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** The listing screens of spec section 2 that search engines should know. */
const STATIC_PATHS = [
  '/',
  '/products',
  '/product/hot-deals',
  '/product/best-seller',
  '/new-arrivals',
  '/collection',
  '/about-us',
  '/contact',
  '/faq',
];

/** Every public page: home, listings, each active product and each policy page. */
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
    ...STATIC_PATHS.map((path) => ({ path, lastModified: null })),
    ...productRows.map((p) => ({
      path: `/product/${encodeId(p.id)}/${encodeURIComponent(productSlug(p.name))}`,
      lastModified: p.updatedAt,
    })),
    ...pageRows.map((p) => ({
      path: `/policy/${encodeId(p.id)}/${encodeURIComponent(p.slug)}`,
      lastModified: p.updatedAt,
    })),
  ];
}
