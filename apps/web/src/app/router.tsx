import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import { screenRoutes } from './screens';

/** The route table: the shell, and each screen inside it. */
const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: screenRoutes }];

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
 * The router's fallback (docs/decisions.md, Routes and shell visibility): a screen that throws or whose code cannot be loaded (after a deploy
 * removed old files) shows RouteError in place of the whole shell, which may be what broke.
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

/** The app's screens at the router's location (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  const { key } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary locationKey={key}>{element}</RouteErrorBoundary>;
}
