import { ModuleGate } from '@/components/module-gate';
import { ReturnPolicyScreen } from '@/features/returns/components/return-policy-screen';

export default function ReturnReplaceRoute() {
  return (
    <ModuleGate modules={['returns', 'replacements']} title="Return & Replacements">
      <ReturnPolicyScreen />
    </ModuleGate>
  );
}
