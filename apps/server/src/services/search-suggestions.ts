import type { SearchSuggestion } from '@kesariya/shared';
import { SUGGESTION_SERVER_LIMIT } from '@kesariya/shared';
import type { CatalogueIndex } from '../catalogue-index/catalogue-index';
import { categoryImageUrl, productImageUrl, SUGGESTION_IMAGE_WIDTH } from '../media/urls';

/** Categories are few and broad; more than this would crowd products out of the list. */
const MAX_CATEGORIES = 3;

/** A matching category goes before single products: it leads to all of them ("saree" -> Sarees). */
const CATEGORY_LEAD = 0.3;

/**
 * Suggestions for the navigation search: at most 10, best first, products and categories together
 * (docs/decisions/catalogue-and-search.md, Search suggestions). Typed words that begin catalogue
 * words catch half-typed words ("kurt"); trigram similarity with the name, category titles, colour
 * and fabric catches typos ("banarsi").
 */
export function suggest(index: CatalogueIndex, text: string): SearchSuggestion[] {
  const found = index.suggest(text, {
    categories: MAX_CATEGORIES,
    products: SUGGESTION_SERVER_LIMIT,
  });
  const scored = [
    ...found.categories.map(({ category, score }) => ({
      score: score + CATEGORY_LEAD,
      suggestion: {
        type: 'category' as const,
        product_id: null,
        product_name: null,
        product_image: null,
        category_id: category.id,
        category_name: category.title,
        category_image: category.hasImage
          ? categoryImageUrl(category.id, SUGGESTION_IMAGE_WIDTH)
          : null,
      },
    })),
    ...found.products.map(({ product, categoryTitle, score }) => ({
      score,
      suggestion: {
        type: 'product' as const,
        product_id: product.id,
        product_name: product.name,
        product_image:
          product.imagePosition === null
            ? null
            : productImageUrl(product.id, product.imagePosition, SUGGESTION_IMAGE_WIDTH),
        category_id: product.categoryId,
        category_name: categoryTitle,
        category_image: null,
      },
    })),
  ];
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTION_SERVER_LIMIT)
    .map((s) => s.suggestion);
}
