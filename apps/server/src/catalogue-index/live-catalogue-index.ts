import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { CatalogueIndex } from './catalogue-index';
import { loadCatalogueIndex, refreshStock } from './load-catalogue';

/**
 * A committed change as the index reads it. The catalogue cache above hands on every change it
 * hears (cache/catalogue-changes.ts), whose shape fits this one, so the index knows nothing of it.
 */
export type IndexChange =
  { kind: 'stock'; productIds: readonly number[] } | { kind: 'settings' | 'all' };

/**
 * The instance's catalogue index, kept in step with the catalogue: a stock change re-reads the
 * stock of the products it names, any other catalogue change builds the index anew. Calls made
 * while a change is applied wait for it, so a change is seen by the very next answer.
 */
export class LiveCatalogueIndex {
  private current: Promise<CatalogueIndex> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get(): Promise<CatalogueIndex> {
    this.current ??= this.track(this.load());
    return this.current;
  }

  apply(change: IndexChange): void {
    if (change.kind === 'settings' || this.current === null) return;
    if (change.kind === 'stock') {
      const productIds = change.productIds;
      this.current = this.track(
        this.current.then(async (index) => {
          await refreshStock(this.db, index, productIds);
          return index;
        }),
      );
      return;
    }
    this.current = this.track(this.load());
  }

  /** Reads the catalogue, saying how long it took: at scale this is start-up time (operations). */
  private async load(): Promise<CatalogueIndex> {
    const started = performance.now();
    const index = await loadCatalogueIndex(this.db);
    this.log.info(
      { products: index.size, ms: Math.round(performance.now() - started) },
      'catalogue index read',
    );
    return index;
  }

  close(): void {
    this.closed = true;
  }

  /** A failed load or refresh is read again by the next call rather than kept. */
  private track(loading: Promise<CatalogueIndex>): Promise<CatalogueIndex> {
    loading.catch((error: unknown) => {
      if (this.current === loading) this.current = null;
      if (!this.closed) this.log.error({ err: error }, 'catalogue index could not be read');
    });
    return loading;
  }
}
