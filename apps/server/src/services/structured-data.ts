import { capitalizeWords, pageUrls, type Breadcrumb, type ProductDetail } from '@kesariya/shared';
import type { StoreDetails } from './settings/store-details';

/**
 * The schema.org data (JSON-LD) of the store's pages beside a page's own (services/page-head.ts):
 * the store itself on every page, and the lists a listing shows
 * (docs/decisions/pages-and-performance.md, Pages that feel instant). Everything comes from the
 * store's details and the page's own data.
 */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "10am", "7pm", "7:30 pm" as 24-hour "HH:MM"; null for anything else. */
function clockTime(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const hour24 = (hour % 12) + (match[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * The support hours as opening hours, when they are written as the store writes them ("Monday to
 * Saturday, 10am to 7pm IST"); null when they are written otherwise, as no guess is better than a
 * wrong one.
 */
export function openingHours(hours: string): {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
} | null {
  const match =
    /^\s*(\w+)\s+to\s+(\w+),\s*([\d:]+\s*[ap]m)\s+to\s+([\d:]+\s*[ap]m)(?:\s+IST)?\s*$/i.exec(
      hours,
    );
  if (!match) return null;
  const day = (name: string) => DAYS.findIndex((d) => d.toLowerCase() === name.toLowerCase());
  const [first, last] = [day(match[1]!), day(match[2]!)];
  const [opens, closes] = [clockTime(match[3]!), clockTime(match[4]!)];
  if (first < 0 || last < first || !opens || !closes) return null;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS.slice(first, last + 1),
    opens,
    closes,
  };
}

/**
 * The shop's coordinates from its map link, when the link carries them: a Google Maps address as
 * the browser shows it (`…/@18.52,73.84,17z`) or a query of coordinates (`?q=18.52,73.84`).
 */
export function mapCoordinates(
  link: string,
): { '@type': 'GeoCoordinates'; latitude: number; longitude: number } | null {
  const match =
    /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(link) ??
    /[?&](?:q|query|ll)=(-?\d{1,2}(?:\.\d+)?)(?:,|%2C)(-?\d{1,3}(?:\.\d+)?)(?:&|$)/i.exec(link);
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

/** The store as schema.org sees a shop: a ClothingStore with its address, hours and place. */
export function storeJsonLd(store: StoreDetails, origin: string): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    ...(store.addressLine ? { streetAddress: store.addressLine } : {}),
    ...(store.city ? { addressLocality: store.city } : {}),
    ...(store.state ? { addressRegion: store.state } : {}),
    ...(store.pincode ? { postalCode: store.pincode } : {}),
    addressCountry: 'IN',
  };
  const hours = openingHours(store.supportHours);
  const geo = mapCoordinates(store.mapLink) ?? mapCoordinates(store.mapEmbedLink);
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    '@id': `${origin}/#store`,
    name: store.storeName,
    ...(store.tagline ? { slogan: store.tagline } : {}),
    url: `${origin}${pageUrls.home.getHref()}`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/favicon.svg`,
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.supportEmail ? { email: store.supportEmail } : {}),
    address,
    ...(geo ? { geo } : {}),
    ...(hours ? { openingHoursSpecification: [hours] } : {}),
    ...(store.mapLink ? { hasMap: store.mapLink } : {}),
    currenciesAccepted: 'INR',
    ...(store.socials.length > 0 ? { sameAs: store.socials.map((s) => s.url) } : {}),
  };
}

/** A trail from the home page down to the page itself: each step's name and absolute URL. */
export function breadcrumbList(
  origin: string,
  steps: { name: string; href: string }[],
): Record<string, unknown> {
  const trail = [{ name: 'Home', href: pageUrls.home.getHref() }, ...steps];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.href}`,
    })),
  };
}

/** A product's trail: its categories from the top down (ProductDetail.breadcrumbs), then itself. */
export function productTrail(
  categories: Breadcrumb[],
  product: { name: string; href: string },
): { name: string; href: string }[] {
  return [
    ...categories.map((category) => ({
      name: capitalizeWords(category.title),
      href: pageUrls.products.getHref({ categoryId: category.id }),
    })),
    product,
  ];
}

/** The products a listing shows on its first page, in its order. */
export function itemList(
  origin: string,
  products: { id: number; name: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: product.name,
      url: `${origin}${pageUrls.product.getHref(product.id, product.name)}`,
    })),
  };
}

/** The reviews' rating and a few reviews, as search engines read them; nothing before the first. */
export function productRatingJsonLd(product: ProductDetail): Record<string, unknown> {
  if (!product.rating) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: product.top_reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      datePublished: review.created_at.slice(0, 10),
      author: { '@type': 'Person', name: review.author },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}
