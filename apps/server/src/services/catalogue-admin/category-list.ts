import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCategory, Pagination } from '@kesariya/shared';
import type { AdminCategoryListQuery } from '@kesariya/shared/catalogue-admin-schemas';
import { categories, products } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import { CATEGORY_TILE_WIDTH, categoryImageUrl } from '../../media/urls';
import type { ServiceContext } from '../context';

const parent = alias(categories, 'parent');
const CATEGORY_ID = sql.raw('"categories"."id"');

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(query: AdminCategoryListQuery): SQL | undefined {
  return and(
    query.search ? ilike(categories.title, likeText(query.search)) : undefined,
    query.status ? eq(categories.status, query.status) : undefined,
  );
}

/** Categories as the tree reads: each top-level one in its order, followed by its own in theirs. */
export async function listAdminCategories(
  ctx: ServiceContext,
  query: AdminCategoryListQuery,
): Promise<{ items: AdminCategory[]; pagination: Pagination }> {
  const where = conditions(query);
  const [[total], items] = await Promise.all([
    ctx.db.select({ n: count() }).from(categories).where(where),
    selectCategories(ctx, where, query),
  ]);
  return { items, pagination: paginationOf(query, Number(total?.n ?? 0)) };
}

/** One category as the list shows it; null when there is none. */
export async function getAdminCategory(
  ctx: ServiceContext,
  id: number,
): Promise<AdminCategory | null> {
  const [category] = await selectCategories(ctx, eq(categories.id, id), { page: 1, limit: 1 });
  return category ?? null;
}

async function selectCategories(
  ctx: ServiceContext,
  where: SQL | undefined,
  page: { page: number; limit: number },
): Promise<AdminCategory[]> {
  const rows = await ctx.db
    .select({
      category: categories,
      parentTitle: parent.title,
      productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${CATEGORY_ID})`,
      childCount: sql<number>`(select count(*)::int from ${categories} cc where cc.parent_id = ${CATEGORY_ID})`,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(
      asc(sql`coalesce(${parent.sortOrder}, ${categories.sortOrder})`),
      asc(sql`coalesce(${categories.parentId}, ${categories.id})`),
      sql`${categories.parentId} asc nulls first`,
      asc(categories.sortOrder),
      asc(categories.id),
    )
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map(({ category: c, parentTitle, productCount, childCount }) => ({
    id: c.id,
    title: c.title,
    slug: c.slug,
    description: c.description,
    parent_id: c.parentId ?? 0,
    parent_title: parentTitle,
    status: c.status,
    sort_order: c.sortOrder,
    product_count: Number(productCount),
    child_count: Number(childCount),
    image: c.imageStorageKey ? categoryImageUrl(c.id, CATEGORY_TILE_WIDTH) : null,
  }));
}

/** What the audit log keeps of a category: the fields the form and the reorder change. */
export async function categorySnapshot(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db
    .select({
      title: categories.title,
      slug: categories.slug,
      description: categories.description,
      parent_id: categories.parentId,
      status: categories.status,
      sort_order: categories.sortOrder,
      image_storage_key: categories.imageStorageKey,
    })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row ?? null;
}
