import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useStoreSettings } from '@/store/site-api';
import { HeroCollage } from './hero-collage';

/** One message and one action. Pure type and CSS: nothing to download before it paints. */
export function Hero() {
  const { city } = useStoreSettings();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-brand text-white"
      data-testid="home-hero"
    >
      {/* A quiet buti motif drawn with gradients, in the marigold accent. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.12] [background-image:radial-gradient(circle_at_center,var(--color-marigold)_1.5px,transparent_2px)] [background-size:28px_28px]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-40 size-[28rem] rounded-full border-[28px] border-marigold/20 lg:-right-10"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-5 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:px-4 lg:py-20">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-marigold uppercase">
            The festive edit
          </p>
          <h1
            id="hero-title"
            className="mt-3 max-w-2xl font-display text-[2rem] leading-tight font-semibold sm:text-5xl lg:text-6xl"
          >
            {`Handpicked ethnic wear, from our ${city ? `${city} ` : ''}boutique to you`}
          </h1>
          <p className="mt-4 max-w-xl text-[15px] leading-7 text-white/85 sm:text-base">
            Kurtas, sarees, lehengas and festive sets in pure fabrics, chosen piece by piece. Cash
            on delivery across India.
          </p>
          <Link
            to={paths.newArrivals.getHref()}
            className="mt-7 inline-flex min-h-12 items-center gap-2 rounded-md bg-marigold px-6 text-sm font-semibold tracking-wide text-ink hover:bg-[#ffb31a]"
          >
            Shop new arrivals
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
