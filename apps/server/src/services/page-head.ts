import { eq } from 'drizzle-orm';
import {
  capitalizeWords,
  decodeId,
  GALLERY_FALLBACK_WIDTH,
  GALLERY_SIZES,
  matchPagePath,
  pageTraits,
  RETURN_POLICY_SLUG,
  pageUrls,
  type ApiTransport,
  type Envelope,
  type PageHeadKind,
  type PagesWithHead,
  type PolicyPage,
  type ProductDetail,
  type ProductImage,
} from '@kesariya/shared';
import { categories } from '../db/schema';
import type { PageHead, StoreTitle } from '../lib/html-head';
import type { ServiceContext } from './context';
import { breadcrumbList, productRatingJsonLd, productTrail } from './structured-data';
import { storeSignature, type StoreDetails } from './settings/store-details';

/**
 * Where a page head reads: the store's name from its details, category names from the database,
 * the page's product from `api`.
 */
export interface PageHeadContext extends ServiceContext {
  /**
   * The API answered in-process (lib/in-process-api.ts): the product comes through the detail
   * route's cache, which the rendered page reads too, so a product page reads its product once.
   */
  api: ApiTransport;
  /** `app.storeDetails()`, read once per page. */
  store: StoreDetails;
}

/** The width link previews get (one of MEDIA_WIDTHS, which the media routes render). */
const PREVIEW_WIDTH = 720;

type ListingName = PagesWithHead<'listing'>;

/** Each listing's own words (`head: 'listing'` in the page table), the store named as it is. */
const LISTING_WORDS: Record<
  ListingName,
  (store: StoreDetails) => { title: string; description: string }
> = {
  products: (store) => ({
    title: 'All Clothing',
    description: `Shop kurtas, sarees, lehengas, salwar suits, sherwanis and more from ${storeSignature(store)}. Cash on delivery and fast shipping across India.`,
  }),
  hotDeals: (store) => ({
    title: 'Hot Deals',
    description: `Festive favourites at their best prices: handpicked ethnic wear deals from ${storeSignature(store)}.`,
  }),
  bestSeller: (store) => ({
    title: 'Best Sellers',
    description: `The kurtas, sarees and festive sets our shoppers love most, from ${storeSignature(store)}.`,
  }),
  newArrivals: (store) => ({
    title: 'New Arrivals',
    description: `Fresh from our weavers and tailors: the newest ethnic wear at ${storeSignature(store)}.`,
  }),
  collection: (store) => ({
    title: `The ${store.storeName} Collection`,
    description: `Signature pieces for weddings, pujas and every celebration, from ${storeSignature(store)}.`,
  }),
};

type ContentName = PagesWithHead<'content'>;

/** The words of each page of the store's own (`head: 'content'` in the page table). */
const CONTENT_WORDS: Record<
  ContentName,
  (store: StoreDetails) => { title: string; description: string }
> = {
  aboutUs: (store) => ({
    title: 'About Us',
    description: `The story of ${storeSignature(store)}: handpicked kurtas, sarees and lehengas from weavers and workshops across India, with fittings in our boutique.`,
  }),
  faq: (store) => ({
    title: 'Frequently Asked Questions',
    description: `Orders, delivery, sizes, returns and payments at ${store.storeName}: answers to the questions shoppers ask most.`,
  }),
  login: (store) => ({
    title: 'Login or Sign Up',
    description: `Log in to ${store.storeName} with your mobile number or e-mail to see your orders, wishlist and wallet.`,
  }),
};

/** A page's own title, then the store's name. */
const titled = (title: string, store: StoreDetails) => `${title} | ${store.storeName}`;

/** What the store says of itself, as the home page's description and every other page's. */
function storeDescription(store: StoreDetails): string {
  const where = store.city ? ` in ${store.city}` : '';
  return `${store.storeName}: kurtas, sarees, lehengas and festive wear from our boutique${where}. Cash on delivery, fast shipping across India and worldwide.`;
}

/**
 * The title and description of a page without a head of its own: the store's name and
 * description (the built index.html names no store, so a renamed store is never named otherwise).
 */
export function storeTitle(store: StoreDetails): StoreTitle {
  return { title: store.storeName, description: storeDescription(store) };
}

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

function productHead(product: ProductDetail, origin: string, store: StoreDetails): PageHead {
  const canonical = `${origin}${pageUrls.product.getHref(product.id, product.name)}`;
  const images = (
    product.images.length > 0 ? product.images : product.image ? [product.image] : []
  ).map((image) => `${origin}${image.url}-${PREVIEW_WIDTH}.webp`);
  const inStock = product.sizes.some((s) => s.stock > 0);
  const description = clip(`${product.name}: ${product.description}`);
  return {
    siteName: store.storeName,
    title: titled(product.name, store),
    description,
    canonical,
    image: images[0],
    // The gallery shows product.images (the screen has nothing to show when there are none).
    ...(product.images[0] ? { preloadImage: galleryPreload(product.images[0]) } : {}),
    type: 'product',
    extraOg: { 'product:price:amount': product.price.toFixed(2), 'product:price:currency': 'INR' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        image: images,
        description: product.description,
        sku: product.sku,
        color: product.color,
        material: product.fabric,
        category: product.category_title,
        brand: { '@type': 'Brand', name: store.storeName },
        offers: {
          '@type': 'Offer',
          url: canonical,
          price: product.price.toFixed(2),
          priceCurrency: 'INR',
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        ...productRatingJsonLd(product),
      },
      breadcrumbList(
        origin,
        productTrail(product.breadcrumbs, {
          name: product.name,
          href: pageUrls.product.getHref(product.id, product.name),
        }),
      ),
    ],
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

async function listingHead(ctx: PageHeadContext, name: ListingName, url: URL): Promise<PageHead> {
  const { store } = ctx;
  const words = LISTING_WORDS[name](store);
  const canonical = `${url.origin}${pageUrls[name].getHref()}`;
  const plain = {
    siteName: store.storeName,
    title: titled(words.title, store),
    description: words.description,
    canonical,
    jsonLd: [breadcrumbList(url.origin, [{ name: words.title, href: pageUrls[name].getHref() }])],
  };
  if (name !== 'products') return plain;
  const search = url.searchParams.get('search')?.trim().slice(0, 100);
  const categoryId = decodeId(url.searchParams.get('category') ?? '');
  const category = categoryId === null ? null : await categoryTitle(ctx, categoryId);
  if (!search && !category) return plain;
  const what = search ? `“${search}”${category ? ` in ${category}` : ''}` : category!;
  return {
    siteName: store.storeName,
    title: titled(search ? `Search results for ${what}` : category!, store),
    description: `Shop ${search ? what : category} at ${storeSignature(store)}: ethnic wear with cash on delivery and fast shipping across India.`,
    canonical:
      category && !search
        ? `${url.origin}${pageUrls.products.getHref({ categoryId: categoryId! })}`
        : canonical,
    jsonLd: [
      breadcrumbList(url.origin, [
        { name: words.title, href: pageUrls.products.getHref() },
        ...(category
          ? [{ name: category, href: pageUrls.products.getHref({ categoryId: categoryId! }) }]
          : []),
      ]),
    ],
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

/** A policy through the API's page routes, by id or by slug; null when the store has none. */
async function policyPage(api: ApiTransport, path: string): Promise<PolicyPage | null> {
  const answer = await api(`/api/website/page/${path}`, {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  if (answer.status === 404 || answer.status === 400) return null;
  if (!answer.ok) throw new Error(`policy ${path}: the API answered ${answer.status}`);
  return ((await answer.json()) as Envelope<PolicyPage>).data;
}

/** The policy a policy page's address names, as apps/web's policy-view.tsx reads it. */
async function policyAt(api: ApiTransport, pathname: string): Promise<PolicyPage | null> {
  const params = matchPagePath(pageUrls.policy.path, pathname);
  if (!params) return null;
  if (params.id === 'NA' && params.slug === RETURN_POLICY_SLUG)
    return policyPage(api, `slug/${encodeURIComponent(RETURN_POLICY_SLUG)}`);
  const id = decodeId(params.id ?? '');
  return id === null ? null : policyPage(api, String(id));
}

/** The text of a policy's HTML (sanitised when saved), for its description. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

async function policyHead(ctx: PageHeadContext, url: URL): Promise<PageHead> {
  const { store } = ctx;
  const policy = await policyAt(ctx.api, url.pathname);
  if (!policy) {
    return {
      siteName: store.storeName,
      title: titled('Page not found', store),
      description: 'This page could not be found.',
      noindex: true,
    };
  }
  const href =
    policy.slug === RETURN_POLICY_SLUG
      ? pageUrls.returnPolicy.getHref()
      : pageUrls.policy.getHref(policy.id, policy.slug);
  return {
    siteName: store.storeName,
    title: titled(policy.title, store),
    description: clip(plainText(policy.content)) || storeDescription(store),
    canonical: `${url.origin}${href}`,
  };
}

/** The head of each kind (`head` in the page table), given the page's name and URL. */
const HEADS: {
  [K in PageHeadKind]: (
    ctx: PageHeadContext,
    name: PagesWithHead<K>,
    url: URL,
  ) => Promise<PageHead>;
} = {
  home: async ({ store }, _name, url) => ({
    siteName: store.storeName,
    title: store.tagline ? `${store.storeName} | ${store.tagline}` : store.storeName,
    description: storeDescription(store),
    canonical: `${url.origin}${pageUrls.home.getHref()}`,
  }),
  listing: listingHead,
  content: async ({ store }, name, url) => {
    const words = CONTENT_WORDS[name](store);
    return {
      siteName: store.storeName,
      title: titled(words.title, store),
      description: words.description,
      canonical: `${url.origin}${pageUrls[name].getHref()}`,
    };
  },
  policy: (ctx, _name, url) => policyHead(ctx, url),
  product: async (ctx, _name, url) => {
    const id = decodeId(matchPagePath(pageUrls.product.path, url.pathname)?.id ?? '');
    const product = id === null ? null : await productDetail(ctx.api, id);
    if (product) return productHead(product, url.origin, ctx.store);
    return {
      siteName: ctx.store.storeName,
      title: titled('Product not found', ctx.store),
      description: 'This product could not be found.',
      noindex: true,
    };
  },
};

const PAGES_WITH_HEADS = pageTraits().filter((page) => page.head);

/**
 * The head of a page as crawlers and link previews should see it, when its entry in the page
 * table names one (`head`); null for every other page, which gets the store's own title.
 */
export async function pageHeadFor(ctx: PageHeadContext, url: URL): Promise<PageHead | null> {
  const page = PAGES_WITH_HEADS.find((p) => matchPagePath(p.path, url.pathname));
  if (!page?.head) return null;
  const head = HEADS[page.head] as (c: PageHeadContext, n: string, u: URL) => Promise<PageHead>;
  return head(ctx, page.name, url);
}
