import type { ReactNode } from 'react';
import { CalendarClock, PackageOpen, Truck, Wallet } from 'lucide-react';
import { Link } from '@/lib/router';
import { skipToken } from '@reduxjs/toolkit/query';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useGetReturnableOrdersQuery } from '../api/returns-api';
import { ReturnableOrders } from './returnable-orders';

function PolicyStep({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Truck;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-lg border border-line bg-white p-4">
      <Icon className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-muted">{children}</p>
      </div>
    </li>
  );
}

/** How a return or a replacement goes; the window's length is the store's own when it says. */
function PolicySummary({ windowDays }: { windowDays: number | null }) {
  return (
    <section aria-labelledby="how-it-works" className="mt-8">
      <h2 id="how-it-works" className="font-display text-xl font-semibold text-ink">
        How it works
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <PolicyStep
          icon={CalendarClock}
          title={windowDays === null ? 'Ask soon after delivery' : `Ask within ${windowDays} days`}
        >
          Choose the items, tell us why and where to collect them, within{' '}
          {windowDays === null ? 'the return window' : `${windowDays} days`} of delivery. Every
          delivered order shows its last day.
        </PolicyStep>
        <PolicyStep icon={PackageOpen} title="We check your request">
          We approve it or tell you why not, usually within a working day, by e-mail and on your
          status page.
        </PolicyStep>
        <PolicyStep icon={Truck} title="We pick it up">
          Our courier collects the items from your pickup address; keep them unworn, with their
          tags.
        </PolicyStep>
        <PolicyStep icon={Wallet} title="Refund or new size">
          Once the items reach us we refund what you paid for them, or ship the new size at no
          charge.
        </PolicyStep>
      </ol>
      <p className="mt-4 text-sm text-muted">
        What can be returned and how refunds are paid is set out in full in our{' '}
        <Link
          to={paths.returnPolicy.getHref()}
          className="font-medium text-brand underline underline-offset-2"
        >
          Cancellation, Return &amp; Refund Policy
        </Link>
        .
      </p>
    </section>
  );
}

/**
 * /return-replace-privacy: the policy in four steps and, for a logged-in shopper, the delivered
 * orders still inside the window with their Return and Replace actions.
 */
export function ReturnPolicyScreen() {
  const user = useAppSelector(selectUserInfo);
  const answer = useGetReturnableOrdersQuery(user ? undefined : skipToken);
  return (
    <div className="mx-auto max-w-5xl px-5 py-8 lg:py-12">
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">
        Return &amp; Replacements
      </h1>
      <p className="mt-3 max-w-2xl text-[15px] leading-7 text-muted">
        Not quite right? Send it back for a refund, or swap it for another size.
      </p>
      <PolicySummary windowDays={answer.data?.windowDays ?? null} />
      <RequireLogin
        title="Orders you can return"
        reason="Log in to see your delivered orders and ask for a return or a replacement."
        headingLevel={2}
        testId="returns-login"
      >
        <ReturnableOrders answer={answer} />
      </RequireLogin>
    </div>
  );
}
