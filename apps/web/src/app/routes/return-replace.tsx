import { ReturnPolicyScreen } from '@/features/returns/components/return-policy-screen';

export default function ReturnReplaceRoute() {
  return <ReturnPolicyScreen />;
}
