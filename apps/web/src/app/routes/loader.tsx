import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function LoaderRoute() {
  return (
    <PlaceholderScreen title={'Please wait'}>
      We are getting things ready for you.
    </PlaceholderScreen>
  );
}
