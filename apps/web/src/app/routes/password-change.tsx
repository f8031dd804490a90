import { PasswordChangeScreen } from '@/features/account/components/password-change-screen';

export default function PasswordChangeRoute() {
  return <PasswordChangeScreen />;
}
