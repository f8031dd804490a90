import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function AddressAddRoute() {
  return <PlaceholderScreen title={'Add an address'}>Adding a delivery address will be possible here.</PlaceholderScreen>;
}
