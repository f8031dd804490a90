import { MyAccountScreen } from '@/features/account/components/my-account-screen';

export default function MyAccountRoute() {
  return <MyAccountScreen />;
}
