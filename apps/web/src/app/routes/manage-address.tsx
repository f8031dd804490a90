import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function ManageAddressRoute() {
  return <PlaceholderScreen title={'Address Book'}>Your saved delivery addresses will be managed here.</PlaceholderScreen>;
}
