import { ReturnRequestRoute } from './return-request-route';

export default function OrderReturnRoute() {
  return <ReturnRequestRoute type="return" />;
}
