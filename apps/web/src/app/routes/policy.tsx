import { useParams } from '@/lib/router';
import { PolicyView, policyHandle } from '@/features/policies/components/policy-view';

export const handle = policyHandle;

export default function PolicyRoute() {
  const { id = '', slug = '' } = useParams();
  // Keyed so moving between policies starts fresh instead of showing the previous page's text.
  return <PolicyView key={`${id}/${slug}`} encodedId={id} slug={slug} />;
}
