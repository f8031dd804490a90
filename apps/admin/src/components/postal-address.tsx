import type { PickupAddress } from '@kesariya/shared';

/** A delivery or pickup address, laid out as it would be written on a parcel. */
export function PostalAddress({ address: a }: { address: PickupAddress }) {
  return (
    <address className="text-sm not-italic text-ink">
      {a.name}
      <br />
      {a.address_line}
      {a.landmark ? `, ${a.landmark}` : ''}
      <br />
      {a.city} {a.pincode}, {a.state}
      <br />
      {a.phone}
    </address>
  );
}
