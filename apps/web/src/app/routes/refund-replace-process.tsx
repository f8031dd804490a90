import { useParams } from '@/lib/router';
import { ModuleGate } from '@/components/module-gate';
import { RequireLogin } from '@/components/require-login';
import { ReturnStatusScreen } from '@/features/returns/components/return-status-screen';
import { REQUEST_WORDS, requestTypeOfStatusPage } from '@/features/returns/lib/return-status';
import NotFoundRoute from './not-found';

/** /order/refund-replace-process/5 is Return Status, /6 Replace Status; other ids are no page. */
export default function RefundReplaceProcessRoute() {
  const type = requestTypeOfStatusPage(useParams().id);
  if (!type) return <NotFoundRoute />;
  return (
    <ModuleGate
      modules={[type === 'return' ? 'returns' : 'replacements']}
      title={REQUEST_WORDS[type].statusTitle}
    >
      <RequireLogin
        title={REQUEST_WORDS[type].statusTitle}
        reason={`Please log in to follow your ${REQUEST_WORDS[type].noun} requests.`}
      >
        <ReturnStatusScreen key={type} type={type} />
      </RequireLogin>
    </ModuleGate>
  );
}
