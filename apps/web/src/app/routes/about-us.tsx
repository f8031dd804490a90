import { Link } from '@/lib/router';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/store/route-handle';
import { useStoreName } from '@/store/site-api';
import { useScreenReady } from '@/store/use-screen-ready';

const VALUES = [
  {
    title: 'Chosen piece by piece',
    text: 'Every kurta, saree and lehenga is picked by hand from weavers and workshops we have known for years, in Chanderi, Maheshwar, Jaipur, Lucknow and Kanchipuram.',
  },
  {
    title: 'Fabrics you can trust',
    text: 'Pure cottons, silks and linens, with the fabric and care written plainly on every product, so what arrives is what you saw.',
  },
  {
    title: 'Fit, then finish',
    text: 'Sizes from XS to XXXL with a size chart for each garment. Visit us in Pune for a fitting, or return or replace an online order if it does not fit.',
  },
];

/** Rendered by the server: the store's name it shows comes with every page's shell (shell-data.ts). */
export const handle: RouteHandle = { firstScreen: () => [] };

/** The store's story (static copy: it changes rarely and must load instantly). */
export default function AboutUsRoute() {
  useScreenReady();
  const name = useStoreName();
  return (
    <article>
      <header className="bg-ivory-deep">
        <div className="mx-auto max-w-3xl px-5 py-14 text-center lg:py-20">
          <p className="text-xs font-semibold tracking-[0.2em] text-saffron-text uppercase">
            Our story
          </p>
          <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">
            A small boutique with a big wardrobe
          </h1>
          <p className="mt-5 text-[15px] leading-7 text-muted sm:text-base">
            {name} began in 1998 as a single room on Fergusson College Road, Pune, where our founder
            sold hand-block printed kurtas to students and their mothers. Our colour is kesar, the
            saffron that colours Indian festivals, and the warmth we wanted every customer to feel.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-5 py-12 text-[15px] leading-7 text-ink">
        <p>
          More than twenty-five years later we still choose every piece ourselves. Today {name}{' '}
          dresses families across India and abroad for weddings, pujas, office days and everything
          in between, and the shop in Shivajinagar is still where we meet most of our regulars.
        </p>
        <p className="mt-4">
          Online, we work the way we do in the shop: honest prices with the MRP shown, real
          photographs of the colour, cash on delivery across India, and a team in Pune who answers
          your questions from Monday to Saturday.
        </p>
      </div>
      <section aria-labelledby="what-we-stand-for" className="mx-auto max-w-7xl px-5 pb-14 lg:px-4">
        <h2 id="what-we-stand-for" className="text-center font-display text-3xl font-semibold">
          What we stand for
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-lg border border-line bg-white p-6">
              <h3 className="font-display text-xl font-semibold text-brand">{value.title}</h3>
              <p className="mt-2 text-[15px] leading-7 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.newArrivals.getHref()} className={buttonClass('primary')}>
            See what's new
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClass('outline')}>
            Visit or write to us
          </Link>
        </div>
      </section>
    </article>
  );
}
