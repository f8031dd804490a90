import { hydratedLater } from '@/components/hydrated-later';
import { ProductRail } from '@/features/catalogue/components/product-rail';
import { catalogueApi } from '@/features/catalogue/api/catalogue-api';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { Hero } from '@/features/home/components/hero';
import { StoreBlock } from '@/features/home/components/store-block';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/store/route-handle';
import { useScreenReady } from '@/store/use-screen-ready';

const RAILS = [
  {
    id: 'hot-deals',
    title: 'Hot Deals',
    subtitle: 'Our best prices this week, while stocks last.',
    query: { hot_deal: 1, limit: 8 },
    viewAllHref: paths.hotDeals.getHref(),
  },
  {
    id: 'best-sellers',
    title: 'Best Sellers',
    subtitle: 'The pieces Pune keeps coming back for.',
    query: { best_seller: 1, limit: 8 },
    viewAllHref: paths.bestSeller.getHref(),
  },
  {
    id: 'new-arrivals',
    title: 'New Arrivals',
    subtitle: 'Fresh from our weavers and workshops.',
    query: { new_arrival: 1, limit: 8 },
    viewAllHref: paths.newArrivals.getHref(),
  },
];

// Below the first screen: the page goes live without waiting for them.
const LaterProductRail = hydratedLater(ProductRail);
const LaterStoreBlock = hydratedLater(StoreBlock);

export const handle: RouteHandle = {
  // The categories and store details it shows come with every page's shell (shell-data.ts).
  firstScreen: ({ dispatch }) =>
    RAILS.map((rail) => dispatch(catalogueApi.endpoints.getProductListing.initiate(rail.query))),
};

export default function HomeRoute() {
  // The hero is plain type: the screen is ready as soon as it renders.
  useScreenReady();
  return (
    <>
      <Hero />
      <CategoryTiles />
      {RAILS.map((rail) => (
        <LaterProductRail key={rail.id} {...rail} />
      ))}
      <LaterStoreBlock />
    </>
  );
}
