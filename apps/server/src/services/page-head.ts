import { eq } from 'drizzle-orm';
import {
  capitalizeWords,
  decodeId,
  GALLERY_FALLBACK_WIDTH,
  GALLERY_SIZES,
  matchPagePath,
  pageUrls,
  type ApiTransport,
  type Envelope,
  type PagePattern,
  type ProductDetail,
  type ProductImage,
} from '@kesariya/shared';
import { categories } from '../db/schema';
import type { PageHead } from '../lib/html-head';
import type { ServiceContext } from './context';

/** Where a page head reads: category names from the database, the page's product from `api`. */
export interface PageHeadContext extends ServiceContext {
  /**
   * The API answered in-process (lib/in-process-api.ts): the product comes through the detail
   * route's cache, which the rendered page reads too, so a product page reads its product once.
   */
  api: ApiTransport;
}

const SITE = 'Kesariya';
/** The width link previews get (one of MEDIA_WIDTHS, which the media routes render). */
const PREVIEW_WIDTH = 720;

interface Listing {
  page: { path: PagePattern; getHref(): string };
  title: string;
  description: string;
}

const LISTINGS: Listing[] = [
  {
    page: pageUrls.products,
    title: `All Clothing | ${SITE}`,
    description:
      'Shop kurtas, sarees, lehengas, salwar suits, sherwanis and more from Kesariya, Pune. Cash on delivery and fast shipping across India.',
  },
  {
    page: pageUrls.hotDeals,
    title: `Hot Deals | ${SITE}`,
    description:
      'Festive favourites at their best prices: handpicked ethnic wear deals from Kesariya, Pune.',
  },
  {
    page: pageUrls.bestSeller,
    title: `Best Sellers | ${SITE}`,
    description: 'The kurtas, sarees and festive sets our shoppers love most, from Kesariya, Pune.',
  },
  {
    page: pageUrls.newArrivals,
    title: `New Arrivals | ${SITE}`,
    description: 'Fresh from our weavers and tailors: the newest ethnic wear at Kesariya, Pune.',
  },
  {
    page: pageUrls.collection,
    title: `The Kesariya Collection | ${SITE}`,
    description: 'Signature pieces for weddings, pujas and every celebration, from Kesariya, Pune.',
  },
];

const PRODUCT_NOT_FOUND: PageHead = {
  title: `Product not found | ${SITE}`,
  description: 'This product could not be found.',
  noindex: true,
};

/** The first gallery image, as apps/web's product-gallery.tsx asks for it (GALLERY_SIZES). */
function galleryPreload(image: ProductImage): NonNullable<PageHead['preloadImage']> {
  const fallback =
    image.widths.find((w) => w >= GALLERY_FALLBACK_WIDTH) ??
    image.widths.at(-1) ??
    GALLERY_FALLBACK_WIDTH;
  return {
    href: `${image.url}-${fallback}.webp`,
    srcset: image.widths.map((w) => `${image.url}-${w}.webp ${w}w`).join(', '),
    sizes: GALLERY_SIZES,
  };
}

function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function productHead(product: ProductDetail, origin: string): PageHead {
  const canonical = `${origin}${pageUrls.product.getHref(product.id, product.name)}`;
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

async function categoryTitle(ctx: ServiceContext, id: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ title: categories.title, status: categories.status })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row && row.status === 'Y' ? capitalizeWords(row.title) : null;
}

async function listingHead(ctx: ServiceContext, listing: Listing, url: URL): Promise<PageHead> {
  const { page, title, description } = listing;
  const canonical = `${url.origin}${page.getHref()}`;
  if (page !== pageUrls.products) return { title, description, canonical };
  const search = url.searchParams.get('search')?.trim().slice(0, 100);
  const categoryId = decodeId(url.searchParams.get('category') ?? '');
  const category = categoryId === null ? null : await categoryTitle(ctx, categoryId);
  if (!search && !category) return { title, description, canonical };
  const what = search ? `“${search}”${category ? ` in ${category}` : ''}` : category!;
  return {
    title: `${search ? `Search results for ${what}` : category} | ${SITE}`,
    description: `Shop ${search ? what : category} at Kesariya, Pune: ethnic wear with cash on delivery and fast shipping across India.`,
    canonical:
      category && !search
        ? `${url.origin}${pageUrls.products.getHref({ categoryId: categoryId! })}`
        : canonical,
    // Search result pages are endless variations; only the listing itself is worth indexing.
    noindex: Boolean(search),
  };
}

/** The product through the API's detail route (and its cache); null when the catalogue has none. */
async function productDetail(api: ApiTransport, id: number): Promise<ProductDetail | null> {
  const answer = await api(`/api/website/product/${id}`, {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`product ${id}: the API answered ${answer.status}`);
  return ((await answer.json()) as Envelope<ProductDetail>).data;
}

/**
 * The head of a product or listing page as crawlers and link previews should see it; null for
 * every other page (the built index.html's own head stays).
 */
export async function pageHeadFor(ctx: PageHeadContext, url: URL): Promise<PageHead | null> {
  const listing = LISTINGS.find((l) => matchPagePath(l.page.path, url.pathname));
  if (listing) return listingHead(ctx, listing, url);
  const page = matchPagePath(pageUrls.product.path, url.pathname);
  if (!page) return null;
  const id = decodeId(page.id ?? '');
  const product = id === null ? null : await productDetail(ctx.api, id);
  return product ? productHead(product, url.origin) : PRODUCT_NOT_FOUND;
}
