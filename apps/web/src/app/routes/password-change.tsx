import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function PasswordChangeRoute() {
  return <PlaceholderScreen title={'Change password'}>Changing your password will be possible here.</PlaceholderScreen>;
}
