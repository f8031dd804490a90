import { LoginPage, loginPageHandle } from '@/features/auth/components/login-page';

export const handle = loginPageHandle;

export default function RegistrationRoute() {
  return <LoginPage start="registration" />;
}
