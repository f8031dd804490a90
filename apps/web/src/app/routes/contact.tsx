import { ContactForm } from '@/features/contact/components/contact-form';
import { StoreDetails } from '@/features/contact/components/store-details';
import { useStoreSettings } from '@/store/site-api';
import { useScreenReady } from '@/store/use-screen-ready';

export default function ContactRoute() {
  useScreenReady();
  const { city } = useStoreSettings();
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 lg:px-4 lg:py-14">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Contact us</h1>
      <p className="mt-3 max-w-2xl text-[15px] text-muted">
        A question about a size, a fabric or an order? Write to us and we reply within one working
        day, or visit the boutique{city ? ` in ${city}` : ''}.
      </p>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <StoreDetails />
      </div>
    </div>
  );
}
