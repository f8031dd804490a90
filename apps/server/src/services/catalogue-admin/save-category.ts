import { and, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import { slugify } from '@kesariya/shared';
import type { CategoryInput } from '@kesariya/shared/catalogue-admin-schemas';
import { catalogueChanged } from '../../cache/catalogue-changes';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { categorySnapshot } from './category-list';
import { isUniqueViolation } from './unique-violation';

/**
 * A slug from the title, unique among categories: `silk-sarees`, else `silk-sarees-2`, … The
 * category's own slug does not count against it.
 */
async function uniqueSlug(tx: Db, title: string, id: number | null): Promise<string> {
  const base = slugify(title) || 'category';
  const taken = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        or(eq(categories.slug, base), like(categories.slug, `${base}-%`)),
        id === null ? undefined : ne(categories.id, id),
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The tree has two levels, as the storefront's menus show it: a parent must be a top-level category,
 * and a category holding sub-categories stays top-level.
 */
async function checkParent(
  tx: Db,
  input: CategoryInput,
  id: number | null,
): Promise<Refusal | null> {
  if (input.parent_id === 0) return null;
  if (input.parent_id === id)
    return refuse('invalid_input', 'A category cannot be its own parent', 'parent_id');
  const [parent] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, input.parent_id))
    .limit(1);
  if (!parent) return refuse('invalid_input', 'Choose a parent category that exists', 'parent_id');
  if (parent.parentId !== null)
    return refuse('invalid_input', 'Choose a top-level category as the parent', 'parent_id');
  if (id !== null) {
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child)
      return refuse(
        'invalid_input',
        'This category holds sub-categories, so it must stay top-level',
        'parent_id',
      );
  }
  return null;
}

/** Creates (id null) or updates a category, logged in the same transaction. */
export async function saveCategory(
  ctx: ServiceContext,
  actor: AuditActor,
  input: CategoryInput,
  id: number | null,
): Promise<{ id: number } | null | Refusal> {
  const write = () =>
    ctx.db.transaction(async (tx): Promise<number | null | Refusal> => {
      const before = id === null ? null : await categorySnapshot({ db: tx }, id);
      if (id !== null && !before) return null;
      const refusal = await checkParent(tx, input, id);
      if (refusal) return refusal;
      const parentId = input.parent_id === 0 ? null : input.parent_id;
      const values = {
        title: input.title,
        slug:
          before && before.title === input.title
            ? before.slug
            : await uniqueSlug(tx, input.title, id),
        description: input.description,
        status: input.status,
        parentId,
      };
      let savedId: number;
      if (id === null) {
        // A new category goes last among its siblings.
        const [{ next } = { next: 1 }] = await tx
          .select({ next: sql<number>`coalesce(max(${categories.sortOrder}), 0) + 1` })
          .from(categories)
          .where(
            parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
          );
        const [row] = await tx
          .insert(categories)
          .values({ ...values, sortOrder: Number(next) })
          .returning({ id: categories.id });
        savedId = row!.id;
      } else {
        await tx.update(categories).set(values).where(eq(categories.id, id));
        savedId = id;
      }
      await recordChange({ db: tx }, actor, {
        action: id === null ? 'category.create' : 'category.update',
        targetType: 'category',
        targetId: savedId,
        before,
        after: await categorySnapshot({ db: tx }, savedId),
      });
      return savedId;
    });
  let result: number | null | Refusal;
  try {
    result = await write();
  } catch (error) {
    // Two categories of one title saved at once: the second picks the next free slug.
    if (!isUniqueViolation(error, 'categories_slug_unique')) throw error;
    result = await write();
  }
  if (typeof result !== 'number') return result;
  catalogueChanged(ctx);
  return { id: result };
}
