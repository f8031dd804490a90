import { eq } from 'drizzle-orm';
import {
  capitalizeWords,
  decodeId,
  encodeId,
  productSlug,
  type ProductDetail,
  type ProductImage,
} from '@kesariya/shared';
import { categories } from '../db/schema';
import { AppError } from '../errors';
import type { PageHead } from '../lib/html-head';
import type { ServiceContext } from './context';
import { getProductDetailOrThrow } from './products';

const SITE = 'Kesariya';
/** The width link previews get (DESIGN.md: the server renders MEDIA_WIDTHS). */
const PREVIEW_WIDTH = 720;

const LISTINGS: Record<string, { title: string; description: string }> = {
  '/products': {
    title: `All Clothing | ${SITE}`,
    description:
      'Shop kurtas, sarees, lehengas, salwar suits, sherwanis and more from Kesariya, Pune. Cash on delivery and fast shipping across India.',
  },
  '/product/hot-deals': {
    title: `Hot Deals | ${SITE}`,
    description:
      'Festive favourites at their best prices: handpicked ethnic wear deals from Kesariya, Pune.',
  },
  '/product/best-seller': {
    title: `Best Sellers | ${SITE}`,
    description: 'The kurtas, sarees and festive sets our shoppers love most, from Kesariya, Pune.',
  },
  '/new-arrivals': {
    title: `New Arrivals | ${SITE}`,
    description: 'Fresh from our weavers and tailors: the newest ethnic wear at Kesariya, Pune.',
  },
  '/collection': {
    title: `The Kesariya Collection | ${SITE}`,
    description: 'Signature pieces for weddings, pujas and every celebration, from Kesariya, Pune.',
  },
};

/**
 * How wide the product page shows its first gallery image, and the file it falls back to: both as
 * apps/web's product-gallery.tsx writes them, so the preload and the <img> pick the same file.
 */
const GALLERY_SIZES = '(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw';
const GALLERY_FALLBACK_WIDTH = 720;

function galleryPreload(image: ProductImage): NonNullable<PageHead['preloadImage']> {
  const fallback =
    image.widths.find((w) => w >= GALLERY_FALLBACK_WIDTH) ?? image.widths.at(-1) ?? 720;
  return {
    href: `${image.url}-${fallback}.webp`,
    srcset: image.widths.map((w) => `${image.url}-${w}.webp ${w}w`).join(', '),
    sizes: GALLERY_SIZES,
  };
}

const PRODUCT_PATH = /^\/product\/([^/]+)\/([^/]*)\/?$/;

function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function productHead(product: ProductDetail, origin: string): PageHead {
  const canonical = `${origin}/product/${encodeId(product.id)}/${productSlug(product.name)}`;
  const images = (
    product.images.length > 0 ? product.images : product.image ? [product.image] : []
  ).map((image) => `${origin}${image.url}-${PREVIEW_WIDTH}.webp`);
  const inStock = product.sizes.some((s) => s.stock > 0);
  const description = clip(`${product.name}: ${product.description}`);
  return {
    title: `${product.name} | ${SITE}`,
    description,
    canonical,
    image: images[0],
    // The gallery shows product.images (the screen has nothing to show when there are none).
    ...(product.images[0] ? { preloadImage: galleryPreload(product.images[0]) } : {}),
    type: 'product',
    extraOg: { 'product:price:amount': product.price.toFixed(2), 'product:price:currency': 'INR' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      image: images,
      description: product.description,
      sku: product.sku,
      color: product.color,
      material: product.fabric,
      category: product.category_title,
      brand: { '@type': 'Brand', name: SITE },
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: product.price.toFixed(2),
        priceCurrency: 'INR',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}

async function categoryTitle(ctx: ServiceContext, encoded: string | null): Promise<string | null> {
  const id = encoded ? decodeId(encoded) : null;
  if (id === null) return null;
  const [row] = await ctx.db
    .select({ title: categories.title, status: categories.status })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row && row.status === 'Y' ? capitalizeWords(row.title) : null;
}

/**
 * The head of a product or listing page as crawlers and link previews should see it; null for
 * every other page (the built index.html's own head stays).
 */
export async function pageHeadFor(ctx: ServiceContext, url: URL): Promise<PageHead | null> {
  const pathname = url.pathname;
  const origin = url.origin;
  const listing = LISTINGS[pathname.replace(/\/$/, '') || '/'];
  if (listing) {
    const canonical = `${origin}${pathname.replace(/\/$/, '')}`;
    if (pathname.startsWith('/products')) {
      const search = url.searchParams.get('search')?.trim().slice(0, 100);
      const category = await categoryTitle(ctx, url.searchParams.get('category'));
      if (search || category) {
        const what = search ? `“${search}”${category ? ` in ${category}` : ''}` : category!;
        return {
          title: `${search ? `Search results for ${what}` : category} | ${SITE}`,
          description: `Shop ${search ? what : category} at Kesariya, Pune: ethnic wear with cash on delivery and fast shipping across India.`,
          canonical:
            category && !search
              ? `${canonical}?category=${url.searchParams.get('category')}`
              : canonical,
          // Search result pages are endless variations; only the listing itself is worth indexing.
          noindex: Boolean(search),
        };
      }
    }
    return { ...listing, canonical };
  }

  const match = PRODUCT_PATH.exec(pathname);
  if (!match) return null;
  const id = decodeId(match[1]!);
  if (id === null)
    return {
      title: `Product not found | ${SITE}`,
      description: 'This product could not be found.',
      noindex: true,
    };
  try {
    return productHead(await getProductDetailOrThrow(ctx, id), origin);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') {
      return {
        title: `Product not found | ${SITE}`,
        description: 'This product could not be found.',
        noindex: true,
      };
    }
    throw error;
  }
}
