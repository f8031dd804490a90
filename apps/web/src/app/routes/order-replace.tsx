import { ReturnRequestRoute } from './return-request-route';

export default function OrderReplaceRoute() {
  return <ReturnRequestRoute type="replace" />;
}
