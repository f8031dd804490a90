import { ModuleGate } from '@/components/module-gate';
import { RequireLogin } from '@/components/require-login';
import { WalletScreen } from '@/features/wallet/components/wallet-screen';

export default function WalletRoute() {
  return (
    <ModuleGate modules={['wallet']} title="My wallet">
      <RequireLogin title="My wallet" reason="Please log in to see your wallet.">
        <WalletScreen />
      </RequireLogin>
    </ModuleGate>
  );
}
