import { useEffect } from 'react';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import type { Address } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';
import { useScreenReady } from '@/store/use-screen-ready';
import { useDeleteAddressMutation, useGetAddressesQuery } from '../api/address-api';

export function AddressLines({ address }: { address: Address }) {
  return (
    <div className="text-sm leading-6 text-ink">
      <p className="font-semibold">
        {address.name}{' '}
        <span className="ml-2 rounded bg-ivory-deep px-1.5 py-0.5 text-xs uppercase text-muted">
          {address.type}
        </span>
        {address.is_default && (
          <span className="ml-2 rounded bg-brand-soft px-1.5 py-0.5 text-xs text-brand">
            Default
          </span>
        )}
      </p>
      <p>
        {address.address_line}
        {address.landmark ? `, ${address.landmark}` : ''}
      </p>
      <p>
        {address.city}, {address.state} {address.pincode}
        {address.is_india ? '' : `, ${address.country}`}
      </p>
      <p className="text-muted">Phone: {address.phone}</p>
    </div>
  );
}

/** /manage-address: the saved addresses with edit and delete. */
export function AddressBook() {
  const { data, isLoading } = useGetAddressesQuery();
  useScreenReady(!isLoading);
  const [remove] = useDeleteAddressMutation();
  async function drop(id: number) {
    try {
      await remove(id).unwrap();
      toast.success('Address deleted');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }
  return (
    <section className="mx-auto max-w-3xl px-5 py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="font-display text-2xl font-semibold text-ink">My addresses</h1>
        <Link to={paths.addressAdd.getHref()} className={buttonClass('outline')}>
          Add new address
        </Link>
      </div>
      {isLoading ? (
        <Skeleton className="mt-6 h-28 w-full" />
      ) : (data ?? []).length === 0 ? (
        <p className="mt-8 text-muted">No addresses saved yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {(data ?? []).map((address) => (
            <li
              key={address.id}
              className="flex justify-between gap-4 rounded-lg border border-line bg-white p-4"
              data-testid="address-card"
            >
              <AddressLines address={address} />
              <div className="flex shrink-0 flex-col gap-2">
                <Link
                  to={paths.addressEdit.getHref(address.id)}
                  className="text-sm font-medium text-brand hover:underline"
                >
                  Edit
                </Link>
                <button
                  type="button"
                  className="text-sm font-medium text-muted hover:underline"
                  onClick={() => drop(address.id)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The choice of one saved address (checkout's delivery, a return's pickup): sets selectedAddress
 * in the shared shopper state. Adding an address leads back to `returnTo`.
 */
export function AddressPicker({
  title = 'Delivery address',
  returnTo = paths.checkout.getHref(),
}: {
  title?: string;
  returnTo?: string;
}) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.shopper.selectedAddress as Address | null);
  const { data, isLoading } = useGetAddressesQuery();
  const list = data ?? [];
  const current =
    list.find((a) => a.id === selected?.id) ?? list.find((a) => a.is_default) ?? list[0] ?? null;
  // The default address is chosen until the shopper picks another one.
  useEffect(() => {
    if (current && current.id !== selected?.id) dispatch(shopperActions.selectedAddress(current));
  }, [current, selected?.id, dispatch]);
  if (isLoading) return <Skeleton className="h-28 w-full" />;
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
        <Link
          to={`${paths.addressAdd.getHref()}?return=${encodeURIComponent(returnTo)}`}
          className="text-sm font-medium text-brand hover:underline"
        >
          Add new address
        </Link>
      </div>
      {list.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Please add a {title.toLowerCase()}.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.map((address) => (
            <li key={address.id}>
              <label className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand">
                <input
                  type="radio"
                  name="address"
                  checked={current?.id === address.id}
                  onChange={() => dispatch(shopperActions.selectedAddress(address))}
                />
                <AddressLines address={address} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
