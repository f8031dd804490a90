import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function AddressEditRoute() {
  return <PlaceholderScreen title={'Edit address'}>Editing a delivery address will be possible here.</PlaceholderScreen>;
}
