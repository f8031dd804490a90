import { TrackOrderScreen } from '@/features/orders/components/track-order-screen';

export default function ProductTrackOrderRoute() {
  return <TrackOrderScreen />;
}
