import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Who a shopper is and how to reach them, with the way into their customer page. */
export function CustomerContact({
  customer,
}: {
  customer: { id: number; name: string; email: string | null; phone: string | null };
}) {
  return (
    <>
      <p className="text-sm font-medium text-ink">
        <Link to={paths.customer.getHref(customer.id)} className="text-brand hover:underline">
          {customer.name || 'Shopper'}
        </Link>
      </p>
      <p className="text-sm text-muted">{customer.phone}</p>
      <p className="text-sm break-all text-muted">{customer.email}</p>
    </>
  );
}
