import { sql, type SQL } from 'drizzle-orm';
import { categories, products } from './schema';

/**
 * Products a shopper can see: active, in an active category whose parent (if any) is active too.
 * The visible categories are listed once per query (an uncorrelated array), not joined per product.
 */
export function visibleProducts(): SQL {
  return sql`${products.status} = 'Y' and ${products.categoryId} = any(array(
    select c.id from ${categories} c left join ${categories} cp on cp.id = c.parent_id
    where c.status = 'Y' and (cp.id is null or cp.status = 'Y')))`;
}
