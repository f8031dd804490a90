import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function LoginRoute() {
  return (
    <PlaceholderScreen title={'Login'}>
      Use the Login button at the top of any page to log in or sign up with your mobile number.
    </PlaceholderScreen>
  );
}
