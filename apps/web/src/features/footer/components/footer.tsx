import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { SUPPORT_HOURS } from '@kesariya/shared';
import { SocialLinks } from '@/components/social-links';
import { paths } from '@/config/paths';
import { phoneHref, storeAddress } from '@/lib/store-settings';
import { useGetPolicyPagesQuery, useStoreSettings } from '@/store/site-api';
import { NewsletterForm } from './newsletter-form';

function Heading({ children }: { children: ReactNode }) {
  return (
    <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-marigold uppercase">
      {children}
    </h2>
  );
}

const linkClass = 'text-sm text-white/85 hover:text-white hover:underline underline-offset-4';

/**
 * Store, CONTACT US, HELP, newsletter and ASK US ANYTHING (docs/decisions/storefront-screens.md,
 * Layout rules).
 */
export default function Footer() {
  const s = useStoreSettings();
  const { data: pages = [] } = useGetPolicyPagesQuery();

  return (
    <footer className="bg-brand-dark text-white" data-testid="footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-4">
        <section aria-labelledby="footer-store" data-testid="footer-store">
          <p id="footer-store" className="font-display text-2xl font-semibold">
            {s.store_name}
          </p>
          <p className="mt-1 text-sm text-white/70">{s.tagline}</p>
          <p className="mt-4 flex gap-2 text-sm leading-6 text-white/85">
            <MapPin className="mt-1 size-4 shrink-0 text-marigold" aria-hidden="true" />
            <span>{storeAddress(s)}</span>
          </p>
          <a
            href={s.map_link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="footer-directions"
            className="mt-4 inline-flex min-h-11 items-center rounded-md border border-white/70 px-4 text-xs font-semibold tracking-[0.12em] hover:bg-white hover:text-brand-dark"
          >
            GET DIRECTIONS
          </a>
        </section>

        <section aria-labelledby="footer-contact" data-testid="footer-contact">
          <Heading>
            <span id="footer-contact">CONTACT US</span>
          </Heading>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={`mailto:${s.support_email}`}
                className={`${linkClass} inline-flex items-center gap-2`}
                data-testid="footer-email"
              >
                <Mail className="size-4 text-marigold" aria-hidden="true" />
                {s.support_email}
              </a>
            </li>
            {s.phone && (
              <li>
                <a
                  href={phoneHref(s.phone)}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <Phone className="size-4 text-marigold" aria-hidden="true" />
                  {s.phone}
                </a>
              </li>
            )}
          </ul>
          <SocialLinks
            socials={s.socials}
            className="mt-5 flex gap-2 [&_a]:border-white/40 [&_a]:text-white [&_a:hover]:border-white [&_a:hover]:bg-white [&_a:hover]:text-brand-dark"
          />
        </section>

        <section aria-labelledby="footer-help" data-testid="footer-help">
          <Heading>
            <span id="footer-help">HELP</span>
          </Heading>
          <ul className="mt-4 space-y-2.5">
            {pages.map((page) => (
              <li key={page.id}>
                <Link to={paths.policy.getHref(page.id, page.slug)} className={linkClass}>
                  {page.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.faq.getHref()} className={linkClass}>
                FAQ's
              </Link>
            </li>
            <li>
              <Link to={paths.aboutUs.getHref()} className={linkClass}>
                About us
              </Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Contact us
              </Link>
            </li>
          </ul>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="footer-newsletter">
            <Heading>
              <span id="footer-newsletter">NEWSLETTER</span>
            </Heading>
            <div className="mt-4">
              <NewsletterForm />
            </div>
          </section>
          <section aria-labelledby="footer-ask" data-testid="footer-ask">
            <Heading>
              <span id="footer-ask">ASK US ANYTHING</span>
            </Heading>
            <p className="mt-4 text-sm text-white/85">
              Questions about sizes, fabrics, an order or a return? Write or call us.
            </p>
            <p
              className="mt-3 flex items-center gap-2 text-sm text-white"
              data-testid="support-hours"
            >
              <Clock className="size-4 text-marigold" aria-hidden="true" />
              {SUPPORT_HOURS}
            </p>
          </section>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs text-white/70 lg:px-4">
          © {new Date().getFullYear()} {s.store_name}, {s.city}. All prices include GST.
        </p>
      </div>
    </footer>
  );
}
