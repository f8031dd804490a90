import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import { matchScreen, screenRoutes } from './screens';

const shell = <RootLayout />;
const allRoutes: RouteObject[] = [{ path: '/', element: shell, children: screenRoutes }];
const tables = new WeakMap<RouteObject, RouteObject[]>();

/**
 * The route table the router is given at `pathname`: the shell and the one screen shown there
 * (app/screens.tsx finds it). React Router ranks and compiles every pattern of the table it is
 * given on each render, which for the whole table holds a phone's main thread at start and on
 * every change of the URL, a listing's filters included.
 */
function routesAt(pathname: string): RouteObject[] {
  const screen = matchScreen(pathname)?.route;
  if (!screen) return allRoutes;
  let table = tables.get(screen);
  if (!table) {
    table = [{ path: '/', element: shell, children: [screen] }];
    tables.set(screen, table);
  }
  return table;
}

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

/** The app's screens at the router's location (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  const { key, pathname } = useLocation();
  const element = useRoutes(routesAt(pathname));
  return <RouteErrorBoundary locationKey={key}>{element}</RouteErrorBoundary>;
}
