export function Brand() {
  return (
    <div className="flex items-baseline gap-2">
      <span className="text-lg font-semibold tracking-tight text-brand">Kesariya</span>
      <span className="text-xs font-medium tracking-wide text-muted uppercase">Back office</span>
    </div>
  );
}
