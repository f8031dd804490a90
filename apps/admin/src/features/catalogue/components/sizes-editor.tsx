import { Plus, Trash2 } from 'lucide-react';
import { SIZES } from '@kesariya/shared';
import { Button } from '@/components/button';
import { controlClass } from '@/components/field';
import { sizeRow, type SizeRow } from '../lib/product-form';

/** The sizes on offer, each with its stock; the usual sizes are one click away. */
export function SizesEditor({
  rows,
  onChange,
  error,
}: {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
  error?: string;
}) {
  const update = (key: number, change: Partial<SizeRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const taken = new Set(rows.map((row) => row.size.trim().toLowerCase()));
  const missing = SIZES.filter((size) => !taken.has(size.toLowerCase()));

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? 'sizes-message' : undefined}
    >
      <legend className="sr-only">Sizes and stock</legend>
      <div className="grid grid-cols-[1fr_7rem_auto] gap-2 text-xs font-medium text-muted">
        <span>Size</span>
        <span>Stock</span>
        <span className="sr-only">Remove</span>
      </div>
      {rows.map((row, index) => (
        <div key={row.key} className="grid grid-cols-[1fr_7rem_auto] items-center gap-2">
          <input
            aria-label={`Size ${index + 1}`}
            value={row.size}
            onChange={(event) => update(row.key, { size: event.target.value })}
            className={controlClass(error)}
            maxLength={20}
          />
          <input
            aria-label={`Stock of size ${index + 1}`}
            inputMode="numeric"
            value={row.stock}
            onChange={(event) =>
              update(row.key, { stock: event.target.value.replace(/[^0-9]/g, '') })
            }
            className={`${controlClass(error)} tabular-nums`}
          />
          <Button
            variant="ghost"
            aria-label={`Remove size ${row.size || index + 1}`}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            icon={<Trash2 aria-hidden className="size-4" />}
          />
        </div>
      ))}
      {error ? (
        <p id="sizes-message" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...rows, sizeRow()])}
          icon={<Plus aria-hidden className="size-4" />}
        >
          Add size
        </Button>
        {missing.map((size) => (
          <Button
            key={size}
            variant="ghost"
            size="sm"
            aria-label={`Add size ${size}`}
            onClick={() =>
              onChange([...rows.filter((row) => row.size.trim() !== ''), sizeRow(size)])
            }
          >
            + {size}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
