import { formatMoney } from '@kesariya/shared';

/** Rupees as the API sends them, written ₹1,24,999 (tabular digits, so columns line up). */
export function Money({ rupees, className }: { rupees: number; className?: string }) {
  return <span className={`tabular-nums ${className ?? ''}`}>{formatMoney(rupees)}</span>;
}
