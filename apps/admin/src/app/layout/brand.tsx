import { useStoreBrand } from '@/store/store-name-api';

/** The store's name (Settings › Store details) over the words "Back office". */
export function Brand() {
  const name = useStoreBrand();
  return (
    <div className="flex items-baseline gap-2">
      <span className="text-lg font-semibold tracking-tight text-brand">{name}</span>
      <span className="text-xs font-medium tracking-wide text-muted uppercase">Back office</span>
    </div>
  );
}
