import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  page: number;
  sort?: { by: string; dir: 'asc' | 'desc' };
  /** A filter's value from the URL ('' when unset). */
  get: (name: string) => string;
  setPage: (page: number) => void;
  setSort: (sort: { by: string; dir: 'asc' | 'desc' }) => void;
  /** Sets or clears a filter; the list goes back to its first page. */
  setFilter: (name: string, value: string) => void;
}

/**
 * A list's page, sort and filters kept in the URL, so a reload, the back button or a shared link
 * shows the same list.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const by = params.get('sort');
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  return {
    page,
    sort: by ? { by, dir } : undefined,
    get: (name) => params.get(name) ?? '',
    setPage: (next) => update((p) => (next > 1 ? p.set('page', String(next)) : p.delete('page'))),
    setSort: (sort) =>
      update((p) => {
        p.set('sort', sort.by);
        p.set('dir', sort.dir);
        p.delete('page');
      }),
    setFilter: (name, value) =>
      update((p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        p.delete('page');
      }),
  };
}
