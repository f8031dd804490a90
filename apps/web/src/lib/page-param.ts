/** The server pages lists up to this page (packages/shared request fields). */
const LAST_PAGE = 100_000;

/** The `page` of a paged list's URL: a whole number from 1, anything else page 1. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1;
}
