import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SearchSuggestion } from '@kesariya/shared';
import { SUGGESTION_SERVER_LIMIT } from '@kesariya/shared';
import { categories, productImages, products } from '../db/schema';
import { categoryImageUrl, productImageUrl, SUGGESTION_IMAGE_WIDTH } from '../media/urls';
import type { ServiceContext } from './context';
import {
  matchingProductIds,
  normalizeSearchText,
  prefixTsQuery,
  tsQuery,
  withTrigramSearch,
} from './product-search-terms';

/** Categories are few and broad; more than this would crowd products out of the list. */
const MAX_CATEGORIES = 3;

interface Scored {
  score: number;
  suggestion: SearchSuggestion;
}

/**
 * Suggestions for the navigation search: at most 10, best first, products and categories together
 * (docs/decisions.md, Search suggestions). Full-text prefixes catch half-typed words ("kurt"); trigram word similarity on each
 * product's search text (name, category titles, colour, fabric) catches typos ("banarsi").
 */
export async function suggest(ctx: ServiceContext, text: string): Promise<SearchSuggestion[]> {
  const prefix = prefixTsQuery(text);
  if (!prefix) return [];
  const q = normalizeSearchText(text);
  const parent = alias(categories, 'parent_category');

  // The ranking reads each part on its own; only the candidates the indexes found are scored.
  const productScore = sql<number>`greatest(
            word_similarity(${q}, ${products.name}),
            0.9 * word_similarity(${q}, ${categories.title}),
            0.9 * word_similarity(${q}, coalesce(${parent.title}, '')),
            0.8 * word_similarity(${q}, ${products.color} || ' ' || ${products.colorFamily}),
            0.8 * word_similarity(${q}, ${products.fabric})
          ) + case when ${products.search} @@ ${tsQuery(prefix)} then 0.5 else 0 end
            + least(${products.popularity}, 1000) / 100000.0`;
  const categoryScore = sql<number>`word_similarity(${q}, ${categories.title})
          + case when to_tsvector('english'::regconfig, ${categories.title}) @@ ${tsQuery(prefix)} then 0.6 else 0 end`;

  const [productRows, categoryRows] = await withTrigramSearch(ctx.db, async (db) => {
    const productRows = await db
      .select({
        id: products.id,
        name: products.name,
        categoryId: categories.id,
        categoryTitle: categories.title,
        imagePosition: sql<
          number | null
        >`(select min(pi.position) from ${productImages} pi where pi.product_id = "products"."id")`,
        score: productScore,
      })
      .from(products)
      .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
      .leftJoin(parent, sql`${parent.id} = ${categories.parentId}`)
      .where(
        sql`${products.status} = 'Y' and ${categories.status} = 'Y'
          and ${products.id} in ${matchingProductIds(prefix, q)}`,
      )
      .orderBy(sql`${productScore} desc`, sql`${products.id} desc`)
      .limit(SUGGESTION_SERVER_LIMIT);
    const categoryRows = await db
      .select({
        id: categories.id,
        title: categories.title,
        hasImage: sql<boolean>`${categories.imageStorageKey} is not null`,
        score: categoryScore,
      })
      .from(categories)
      .where(
        sql`${categories.status} = 'Y' and (${categories.title} %> ${q}
          or to_tsvector('english'::regconfig, ${categories.title}) @@ ${tsQuery(prefix)})`,
      )
      .orderBy(sql`${categoryScore} desc`, sql`${categories.id} asc`)
      .limit(MAX_CATEGORIES);
    return [productRows, categoryRows] as const;
  });

  const scored: Scored[] = [
    ...categoryRows.map((c) => ({
      // A matching category goes before single products: it leads to all of them ("saree" -> Sarees).
      score: Number(c.score) + 0.3,
      suggestion: {
        type: 'category' as const,
        product_id: null,
        product_name: null,
        product_image: null,
        category_id: c.id,
        category_name: c.title,
        category_image: c.hasImage ? categoryImageUrl(c.id, SUGGESTION_IMAGE_WIDTH) : null,
      },
    })),
    ...productRows.map((p) => ({
      score: Number(p.score),
      suggestion: {
        type: 'product' as const,
        product_id: p.id,
        product_name: p.name,
        product_image:
          p.imagePosition === null
            ? null
            : productImageUrl(p.id, p.imagePosition, SUGGESTION_IMAGE_WIDTH),
        category_id: p.categoryId,
        category_name: p.categoryTitle,
        category_image: null,
      },
    })),
  ];
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTION_SERVER_LIMIT)
    .map((s) => s.suggestion);
}
