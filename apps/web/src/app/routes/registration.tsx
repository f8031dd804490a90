import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function RegistrationRoute() {
  return (
    <PlaceholderScreen title={'Create your account'}>
      Use the Login button at the top of any page to sign up with your mobile number.
    </PlaceholderScreen>
  );
}
