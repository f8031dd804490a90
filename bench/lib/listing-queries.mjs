// Listing queries as shoppers combine the filters, each combination sent once: a category or
// a sub-category, a price band, one or two sizes, one or two colour families, a sort (relevance
// with a search text) and a page. Parameter names: productListQuery in
// packages/shared/src/catalogue-schemas.ts.
import { pickOne, shuffle } from './seeded-random.mjs';

const PAGE_SIZE = 20;
const SORTS = ['popularity', 'newest', 'price_asc', 'price_desc', 'discount', 'relevance'];
// Price points a shop's filter offers; those inside the catalogue's bounds make the bands.
const PRICE_POINTS = [
  500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 15000, 20000, 30000,
];
const ATTEMPTS = 1000; // draws before a combination already sent is sent again

/** None, one or two distinct elements, with the chances of none and of one given. */
function someOf(list, random, chances) {
  const r = random();
  const count = r < chances[0] ? 0 : r < chances[0] + chances[1] ? 1 : 2;
  return shuffle([...list], random)
    .slice(0, count)
    .sort();
}

/** `next()` gives `{ path, kind }`: a listing whose filters were never asked for before. */
export function listingQuerySource(vocabulary, random) {
  const { categories, filters, words } = vocabulary;
  const tops = categories.filter((c) => c.parent === 0);
  const subs = categories.filter((c) => c.parent !== 0 && tops.some((t) => t.id === c.parent));
  const points = PRICE_POINTS.filter(
    (p) => p > filters.price.min_price && p < filters.price.max_price,
  );
  const used = new Set();
  const examples = [];
  let repeats = 0;

  function draw() {
    const params = new URLSearchParams();
    const scope = random();
    if (scope < 0.45 && subs.length > 0) {
      const sub = pickOne(subs, random);
      params.set('category', String(sub.parent));
      params.set('sub_category', String(sub.id));
    } else if (scope < 0.8 && tops.length > 0) {
      params.set('category', String(pickOne(tops, random).id));
    }
    const price = random();
    if (points.length > 0 && price < 0.25) {
      const [low, high] = shuffle([...points], random)
        .slice(0, 2)
        .sort((a, b) => a - b);
      if (price < 0.08) params.set('min_price', String(low));
      else if (price < 0.16 || high === undefined) params.set('max_price', String(low));
      else {
        params.set('min_price', String(low));
        params.set('max_price', String(high));
      }
    }
    const sizes = someOf(filters.sizes, random, [0.65, 0.25]);
    if (sizes.length > 0) params.set('size', sizes.join(','));
    const colours = someOf(filters.colours, random, [0.6, 0.3]);
    if (colours.length > 0) params.set('color', colours.join(','));
    const sort = pickOne(SORTS, random);
    params.set('sort', sort);
    if (sort === 'relevance') params.set('search', pickOne(words, random));
    const page = random();
    params.set('page', page < 0.7 ? '1' : page < 0.9 ? '2' : '3');
    params.set('limit', String(PAGE_SIZE));
    return params.toString();
  }

  return {
    next() {
      let query = draw();
      for (let attempt = 1; used.has(query) && attempt < ATTEMPTS; attempt++) query = draw();
      if (used.has(query)) repeats++;
      used.add(query);
      if (examples.length < 6) examples.push(query);
      // Sorts differ in cost: relevance also searches, price sorts read other indexes.
      const kind = `sort=${new URLSearchParams(query).get('sort')}`;
      return { path: `/api/website/product?${query}`, kind };
    },
    summary: () => ({ distinct: used.size, repeats, examples }),
  };
}
