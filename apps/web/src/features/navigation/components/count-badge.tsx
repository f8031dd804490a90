/**
 * Count badges show only when the count is above 0 (docs/decisions/storefront-screens.md, Layout
 * rules).
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="absolute -top-1.5 -right-2 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
