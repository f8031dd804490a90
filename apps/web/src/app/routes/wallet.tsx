import { RequireLogin } from '@/components/require-login';
import { WalletScreen } from '@/features/wallet/components/wallet-screen';

export default function WalletRoute() {
  return (
    <RequireLogin title="My wallet" reason="Please log in to see your wallet.">
      <WalletScreen />
    </RequireLogin>
  );
}
