import { LoadingView } from '@/components/loading-view';
import type { RouteHandle } from '@/store/route-handle';
import { useScreenReady } from '@/store/use-screen-ready';

/** A plain page the server renders at once; a way back would lead to the loader again. */
export const handle: RouteHandle = { skipLastVisited: true, firstScreen: () => [] };

/** /loader: the initial loading view as a page of its own, without header and footer. */
export default function LoaderRoute() {
  useScreenReady();
  return <LoadingView className="min-h-screen" wordmark="h1" testId="loader-page" />;
}
