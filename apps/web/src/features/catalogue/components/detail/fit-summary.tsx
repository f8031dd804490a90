import { FIT_LABELS, REVIEW_FITS, type FitSummary as FitSummaryData } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { useModuleOn } from '@/store/modules';

/**
 * "Most buyers say: true to size (72 %)" beside the size chips, with a three-part bar of the
 * answers; the server sends it only once 3 buyers answered (docs/decisions/reviews.md).
 */
export function FitSummary({ summary }: { summary: FitSummaryData | null }) {
  const reviewsOn = useModuleOn('reviews');
  if (!summary || !reviewsOn) return null;
  return (
    <div className="mt-3 flex items-center gap-3 text-xs text-muted" data-testid="fit-summary">
      <p>
        Most buyers say: <span className="font-semibold text-ink">{FIT_LABELS[summary.fit]}</span> (
        {summary.percent} %)
      </p>
      <div
        className="flex h-1.5 w-20 overflow-hidden rounded-full bg-ivory-deep"
        aria-hidden="true"
      >
        {REVIEW_FITS.map((fit) => (
          <span
            key={fit}
            className={cn(fit === summary.fit ? 'bg-marigold' : 'bg-line')}
            style={{ width: `${summary.shares[fit]}%` }}
          />
        ))}
      </div>
    </div>
  );
}
