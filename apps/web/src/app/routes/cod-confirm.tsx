import { CodConfirmScreen } from '@/features/orders/components/cod-confirm-screen';

export default function CodConfirmRoute() {
  return <CodConfirmScreen />;
}
