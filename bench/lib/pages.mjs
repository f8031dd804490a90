import { getJson } from './server.mjs';

/**
 * Page URLs carry ids base64-encoded without padding (docs/decisions/storefront-screens.md, Page
 * URLs and ids).
 */
const encodeId = (id) => Buffer.from(String(id)).toString('base64').replace(/=+$/, '');

/** The pages the page benches load: the home page, the first category's listing, the first product's page. */
export async function benchPages(base) {
  const categories = await getJson(
    base,
    '/api/website/category?filter_parameter=parent&filter_value=0',
  );
  const products = await getJson(base, '/api/website/product?page=1&limit=1');
  const product = products.data[0];
  return {
    home: '/',
    listing: `/products?category=${encodeId(categories.data[0].id)}`,
    product: `/product/${encodeId(product.id)}/${product.slug}`,
  };
}
