import { Link } from '@/lib/router';
import { faqApi } from '@/features/faq/api/faq-api';
import { FaqList } from '@/features/faq/components/faq-list';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/store/route-handle';
import { useScreenReady } from '@/store/use-screen-ready';

export const handle: RouteHandle = {
  firstScreen: ({ dispatch }) => [dispatch(faqApi.endpoints.getFaqs.initiate())],
};

export default function FaqRoute() {
  useScreenReady();
  return (
    <div className="mx-auto max-w-3xl px-5 py-10 lg:py-14">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">
        Frequently asked questions
      </h1>
      <p className="mt-3 text-[15px] text-muted">
        Orders, delivery, sizes, returns and payments. Can't find your answer?{' '}
        <Link
          to={paths.contact.getHref()}
          className="font-medium text-brand underline underline-offset-2"
        >
          Write to us
        </Link>
        .
      </p>
      <div className="mt-8">
        <FaqList />
      </div>
    </div>
  );
}
