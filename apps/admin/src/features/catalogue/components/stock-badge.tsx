import type { CatalogueStockState } from '@kesariya/shared';
import { StatusPill, type Tone } from '@/components/status-pill';

const LOOK: Record<CatalogueStockState, { tone: Tone; label: string }> = {
  out: { tone: 'danger', label: 'Out of stock' },
  low: { tone: 'warning', label: 'Low stock' },
  in: { tone: 'success', label: 'In stock' },
};

/** A product's stock state, with the pieces left in all its sizes. */
export function StockBadge({ state, total }: { state: CatalogueStockState; total: number }) {
  const { tone, label } = LOOK[state];
  return (
    <StatusPill tone={tone}>
      {label}
      {state === 'out' ? null : ` · ${total}`}
    </StatusPill>
  );
}
