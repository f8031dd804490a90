import type {
  AdminProductDetail,
  GarmentType,
  ProductFlag,
  ProductSizeStock,
} from '@kesariya/shared';
import { PRODUCT_FLAGS, stockEntry } from '@kesariya/shared';

export interface SizeRow {
  /** Stable across edits, for React's keys; never sent. */
  key: number;
  size: string;
  stock: string;
  /**
   * The size and stock the server had when the form showed them; absent for a size added here.
   * Sent with the stock, so a sale made while the form is open is never undone.
   */
  seen?: ProductSizeStock;
}

/** The product form as typed: text as the inputs hold it, so nothing typed is lost on a refusal. */
export interface ProductFormState {
  name: string;
  sku: string;
  category_id: string;
  status: 'Y' | 'N';
  garment_type: GarmentType | '';
  price: string;
  mrp: string;
  description: string;
  fabric: string;
  color: string;
  color_family: string;
  occasion: string;
  care: string;
  flags: Record<ProductFlag, boolean>;
  sizes: SizeRow[];
}

let nextKey = 1;
export const sizeRow = (size = '', stock = '0'): SizeRow => ({ key: nextKey++, size, stock });
const savedSizeRow = (saved: ProductSizeStock): SizeRow => ({
  ...sizeRow(saved.size, String(saved.stock)),
  seen: saved,
});

/**
 * The rows with the server's stock as it is now, what was typed kept: after a save was refused
 * because the stock moved, the form shows the new stock and the next save is judged against it.
 */
export function withStockSeen(rows: SizeRow[], latest: ProductSizeStock[]): SizeRow[] {
  const bySize = new Map(latest.map((s) => [s.size, s]));
  return rows.map((row) => {
    const now = row.seen && bySize.get(row.seen.size);
    return now ? { ...row, seen: now } : { ...row, seen: undefined };
  });
}

export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    sku: '',
    category_id: '',
    status: 'Y',
    garment_type: '',
    price: '',
    mrp: '',
    description: '',
    fabric: '',
    color: '',
    color_family: '',
    occasion: '',
    care: '',
    flags: { hot_deal: false, best_seller: false, new_arrival: false, collection: false },
    sizes: [sizeRow()],
  };
}

export function productFormOf(product: AdminProductDetail): ProductFormState {
  return {
    name: product.name,
    sku: product.sku,
    category_id: String(product.category_id),
    status: product.status,
    garment_type: product.garment_type ?? '',
    price: String(product.price),
    mrp: String(product.mrp),
    description: product.description,
    fabric: product.fabric,
    color: product.color,
    color_family: product.color_family,
    occasion: product.occasion,
    care: product.care,
    flags: { ...product.flags },
    sizes: product.sizes.map(savedSizeRow),
  };
}

/**
 * The fields as the API takes them: flags as true/false, sizes as JSON, each size on sale with
 * the stock it had when shown (docs/decisions/orders-and-payments.md, Orders and stock). A renamed
 * size is a new one.
 */
export function productRequest(form: ProductFormState): Record<string, string> {
  const { flags, sizes, ...text } = form;
  return {
    ...text,
    ...Object.fromEntries(PRODUCT_FLAGS.map((flag) => [`is_${flag}`, String(flags[flag])])),
    sizes: JSON.stringify(
      sizes
        .filter((row) => row.size.trim() !== '' || row.stock.trim() !== '0')
        .map((row) => {
          const size = row.size.trim();
          return stockEntry(
            size,
            row.stock.trim(),
            row.seen?.size === size ? row.seen.stock : undefined,
          );
        }),
    ),
  };
}
