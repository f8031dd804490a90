// Imported as @kesariya/shared/catalogue-admin-schemas, not from the index: bundles must not pull in zod.
/**
 * Requests of the back office's catalogue calls: products, categories and the CSV import. The
 * product form and the CSV import read rows through the same `productBody`, so a row of a file is
 * held to exactly the rules (and messages) of the form.
 */
import { z } from 'zod';
import { toPaise } from './money';
import { GARMENT_TYPES, type GarmentType } from './garment-types';
import {
  countParam,
  flagField,
  idParam,
  intField,
  optionalIdParam,
  requiredText,
  single,
  textField,
  textParam,
} from './request-fields';
import {
  CATALOGUE_STOCK_STATES,
  PRODUCT_FLAGS,
  ADMIN_PRODUCT_SORTS,
  PRODUCT_SIZE_MAX_LENGTH,
  PRODUCT_SIZES_MAX,
  PRODUCT_STOCK_MAX,
} from './catalogue-admin-types';

const asText = (value: unknown): string => {
  const one = single(value);
  if (one === undefined || one === null) return '';
  return typeof one === 'string' ? one.trim() : typeof one === 'number' ? String(one) : '\u0000';
};

/** An amount in rupees with at most two decimals, as paise; required and above zero. */
const rupeesField = (field: string, label: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, { error: `${label} is required` })
      .regex(/^[0-9]{1,7}(\.[0-9]{1,2})?$/, {
        error: `${label} must be an amount in rupees, such as 1499 or 1499.50`,
      })
      .transform((v) => toPaise(Number(v)))
      .refine((paise) => paise > 0, { error: `${label} must be more than ₹0` }),
  );

/** 'Y' or 'N'; absent means 'Y' (a new product or category shows at once). */
const statusField = () =>
  z.preprocess(
    (v) => asText(v).toUpperCase() || 'Y',
    z.enum(['Y', 'N'], { error: 'status must be Y (shown) or N (hidden)' }),
  );

const stockMessage = `Stock must be a whole number from 0 to ${PRODUCT_STOCK_MAX}`;
/** A count that may be left out: blank or absent is undefined. */
const optionalCount = (schema: z.ZodType<number>) =>
  z.preprocess((v) => (asText(v) === '' ? undefined : v), schema.optional());

/**
 * One size with its stock. A size already on sale is never written by an absolute count alone:
 * a sale made while the form was open would be put back (docs/decisions/orders-and-payments.md,
 * Orders and stock). So an entry says its stock as a change (`stock_change`, + or -), or as a count
 * together with the count the form showed (`stock_seen`), which the server compares with what it
 * has.
 */
const sizeStock = z
  .object({
    size: z.preprocess(
      asText,
      z
        .string()
        .min(1, { error: 'Each size needs a name' })
        .max(PRODUCT_SIZE_MAX_LENGTH, {
          error: `A size name must be at most ${PRODUCT_SIZE_MAX_LENGTH} characters`,
        })
        // The CSV writes sizes as S:4|M:0 (docs/operations.md, Catalogue CSV).
        .regex(/^[^:|]*$/, { error: 'A size name cannot hold : or |' }),
    ),
    stock: optionalCount(intField('stock', 0, PRODUCT_STOCK_MAX, stockMessage)),
    stock_seen: optionalCount(intField('stock_seen', 0, PRODUCT_STOCK_MAX, stockMessage)),
    stock_change: optionalCount(
      intField(
        'stock_change',
        -PRODUCT_STOCK_MAX,
        PRODUCT_STOCK_MAX,
        `A stock change must be a whole number from -${PRODUCT_STOCK_MAX} to ${PRODUCT_STOCK_MAX}`,
      ),
    ),
  })
  .superRefine((entry, ctx) => {
    if (entry.stock === undefined && entry.stock_change === undefined)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'stock is required' });
    if (entry.stock !== undefined && entry.stock_change !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['stock_change'],
        message: 'Send a stock or a stock change for a size, not both',
      });
    if (entry.stock_seen !== undefined && entry.stock === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['stock_seen'],
        message: 'stock_seen goes with the stock it was changed to',
      });
  });
export type SizeStockInput = z.output<typeof sizeStock>;

/** Sizes with their stock, `[{size, stock}]`, as JSON text (a form field) or as a JSON array. */
export const sizesField = z
  .preprocess(
    (value) => {
      // A JSON body sends the list itself; a form sends it as JSON text (once).
      if (Array.isArray(value) && value.some((v) => typeof v !== 'string')) return value;
      const one = single(value);
      if (typeof one !== 'string') return one ?? [];
      if (one.trim() === '') return [];
      try {
        return JSON.parse(one) as unknown;
      } catch {
        return null;
      }
    },
    z.array(sizeStock, { error: 'sizes must be a list of sizes with their stock' }),
  )
  .superRefine((sizes, ctx) => {
    if (sizes.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one size' });
    if (sizes.length > PRODUCT_SIZES_MAX)
      ctx.addIssue({ code: 'custom', message: `At most ${PRODUCT_SIZES_MAX} sizes` });
    const seen = new Set<string>();
    for (const { size } of sizes) {
      const key = size.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `Size ${size} is listed twice` });
      seen.add(key);
    }
  });

/** None (''), or one of the closed list that picks the size chart. */
const garmentTypeField = z.preprocess(
  (v) => asText(v).toLowerCase(),
  z
    .union([z.literal(''), z.enum(GARMENT_TYPES)], {
      error: `garment_type must be one of: ${GARMENT_TYPES.join(', ')}`,
    })
    .transform((v): GarmentType | null => (v === '' ? null : v)),
);

export const PRICE_ABOVE_MRP = 'Price cannot be more than the MRP';

/** POST admin/product/create and PUT admin/product/update/{id}: the whole product. */
export const productBody = z
  .object({
    name: requiredText('name', 150),
    category_id: intField('category_id', 1, 2_147_483_647, 'Choose a category'),
    /** Left out: a new product gets one made for it, a saved one keeps its own. */
    sku: z.preprocess(
      (v) => asText(v).toUpperCase() || undefined,
      z
        .string()
        .max(40, { error: 'sku must be at most 40 characters' })
        .regex(/^[A-Z0-9][A-Z0-9._/-]*$/, {
          error: 'sku may hold only letters, digits and . _ / -',
        })
        .optional(),
    ),
    price: rupeesField('price', 'Price'),
    mrp: rupeesField('mrp', 'MRP'),
    description: textField('description', 5000),
    fabric: textField('fabric', 100),
    color: textField('color', 60),
    color_family: textField('color_family', 40),
    care: textField('care', 500),
    occasion: textField('occasion', 100),
    garment_type: garmentTypeField,
    status: statusField(),
    is_hot_deal: flagField('is_hot_deal'),
    is_best_seller: flagField('is_best_seller'),
    is_new_arrival: flagField('is_new_arrival'),
    is_collection: flagField('is_collection'),
    sizes: sizesField,
  })
  .superRefine((product, ctx) => {
    if (product.price > product.mrp)
      ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_ABOVE_MRP });
  });
export type ProductInput = z.output<typeof productBody>;

export const catalogueIdParams = z.object({ id: idParam('id') });

const sortMessage = `sort must be one of: ${ADMIN_PRODUCT_SORTS.join(', ')}`;

/** GET admin/product: searched, filtered, sorted and paged by the database. */
export const adminProductListQuery = z.object({
  search: textParam('search', 100).transform((v) => v?.trim() || undefined),
  category: optionalIdParam('category'),
  status: z.preprocess(
    (v) => (single(v) === '' ? undefined : single(v)),
    z.enum(['Y', 'N'], { error: 'status must be Y or N' }).optional(),
  ),
  flag: z.preprocess(
    (v) => (single(v) === '' ? undefined : single(v)),
    z.enum(PRODUCT_FLAGS, { error: `flag must be one of: ${PRODUCT_FLAGS.join(', ')}` }).optional(),
  ),
  stock: z.preprocess(
    (v) => (single(v) === '' ? undefined : single(v)),
    z
      .enum(CATALOGUE_STOCK_STATES, {
        error: `stock must be one of: ${CATALOGUE_STOCK_STATES.join(', ')}`,
      })
      .optional(),
  ),
  sort: z.preprocess(
    (v) => single(v) || 'created',
    z.enum(ADMIN_PRODUCT_SORTS, { error: sortMessage }),
  ),
  dir: z.preprocess(
    (v) => String(single(v) ?? 'desc').toLowerCase(),
    z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }),
  ),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 100, 25),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuery>;

/** POST admin/category/create and PUT admin/category/update/{id}. */
export const categoryBody = z.object({
  title: requiredText('title', 80),
  /** 0 or empty: a top-level category. */
  parent_id: z.preprocess(
    (v) => asText(v) || '0',
    intField('parent_id', 0, 2_147_483_647, 'parent_id must be 0 or a category id'),
  ),
  description: textField('description', 1000),
  status: statusField(),
});
export type CategoryInput = z.output<typeof categoryBody>;

/** POST admin/category/reorder: sibling ids in their new order, as a list or a comma list. */
export const categoryReorderBody = z.object({
  ids: z
    .preprocess(
      (v) =>
        (Array.isArray(v) ? v : String(v ?? '').split(','))
          .map((id) => String(id).trim())
          .filter(Boolean),
      z
        .array(idParam('ids'))
        .min(1, { error: 'ids is required' })
        .max(500, { error: 'ids must list at most 500 categories' }),
    )
    .refine((ids) => new Set(ids).size === ids.length, { error: 'ids lists a category twice' }),
});

/** A category's tile picture, uploaded as a file field. */
export const categoryImageUpload = z.object({
  image: z.custom<Uint8Array>((v) => v instanceof Uint8Array && v.length > 0, {
    error: 'image is required: send the picture as a file field',
  }),
});

/** POST admin/product/import: the CSV as a file field. */
export const productImportUpload = z.object({
  file: z.custom<Uint8Array>((v) => v instanceof Uint8Array && v.length > 0, {
    error: 'file is required: choose a CSV file',
  }),
});

/** GET admin/category: the tree's order (each top-level category followed by its own). */
export const adminCategoryListQuery = z.object({
  search: textParam('search', 80).transform((v) => v?.trim() || undefined),
  status: z.preprocess(
    (v) => (single(v) === '' ? undefined : single(v)),
    z.enum(['Y', 'N'], { error: 'status must be Y or N' }).optional(),
  ),
  page: countParam('page', 10_000, 1),
  limit: countParam('limit', 500, 100),
});
export type AdminCategoryListQuery = z.output<typeof adminCategoryListQuery>;
