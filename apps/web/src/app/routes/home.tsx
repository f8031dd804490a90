import { ProductRail } from '@/features/catalogue/components/product-rail';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { Hero } from '@/features/home/components/hero';
import { StoreBlock } from '@/features/home/components/store-block';
import { paths } from '@/config/paths';
import { useScreenReady } from '@/lib/use-screen-ready';

export default function HomeRoute() {
  // The hero is plain type: the screen is ready as soon as it renders.
  useScreenReady();
  return (
    <>
      <Hero />
      <CategoryTiles />
      <ProductRail
        id="hot-deals"
        title="Hot Deals"
        subtitle="Our best prices this week, while stocks last."
        query={{ hot_deal: 1, limit: 8 }}
        viewAllHref={paths.hotDeals.getHref()}
        priority
      />
      <ProductRail
        id="best-sellers"
        title="Best Sellers"
        subtitle="The pieces Pune keeps coming back for."
        query={{ best_seller: 1, limit: 8 }}
        viewAllHref={paths.bestSeller.getHref()}
      />
      <ProductRail
        id="new-arrivals"
        title="New Arrivals"
        subtitle="Fresh from our weavers and workshops."
        query={{ new_arrival: 1, limit: 8 }}
        viewAllHref={paths.newArrivals.getHref()}
      />
      <StoreBlock />
    </>
  );
}
