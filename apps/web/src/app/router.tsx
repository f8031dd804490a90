import { Component, type ReactNode } from 'react';
import { renderMatch, useLocation, type RouteObject } from '@/lib/router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import { matchScreen } from './screens';

const shell: RouteObject = { path: '/', element: <RootLayout /> };

interface BoundaryProps {
  /** The location the error happened at: moving on (Back, a link) tries again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  locationKey: string;
  failed: boolean;
}

/**
 * The router's fallback (docs/decisions/storefront-screens.md, Routes and shell visibility): a
 * screen that throws or whose code cannot be loaded (after a deploy removed old files) shows
 * RouteError in place of the whole shell, which may be what broke.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey, failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.locationKey === state.locationKey
      ? null
      : { locationKey: props.locationKey, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The app's screens at the router's location (BrowserRouter in the browser, StaticRouter on the
 * server): the shell with the one screen app/screens.tsx finds there, and its parameters.
 */
export function AppRoutes() {
  const { key, pathname } = useLocation();
  const match = matchScreen(pathname);
  const element = match ? renderMatch([shell, match.route], match.params) : null;
  return <RouteErrorBoundary locationKey={key}>{element}</RouteErrorBoundary>;
}
