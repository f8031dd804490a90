import type { Pagination } from '@kesariya/shared';

/** The pagination of a list answer: which page of how many, for `total` rows. */
export function paginationOf(page: { page: number; limit: number }, total: number): Pagination {
  return { page: page.page, limit: page.limit, total, total_pages: Math.ceil(total / page.limit) };
}
