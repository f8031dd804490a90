/**
 * The storefront's router: wouter (about 2 KB gzipped) behind the names the app imports, so no
 * screen knows which library routes it (docs/decisions/pages-and-performance.md, Pages that feel
 * instant). wouter gives the router context, links with their modified-click rules, the browser's
 * history writes and route parameters; this file adds what the app relies on and wouter does not
 * keep: a key and a kind (PUSH, REPLACE, POP) for each history entry, which scroll restoration and
 * the screen's error boundary read; the entry's state beside them; location changes rendered as a
 * transition, so a screen whose code is still loading keeps the old one on show; a link to the page
 * shown replacing its entry; NavLink's current page; patterns matched in any case.
 */
import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { parse } from 'regexparam';
import { Link as WouterLink, matchRoute, Router as WouterRouter } from 'wouter';
import { navigate as writeBrowserHistory } from 'wouter/use-browser-location';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** The history entry's own key ('default' for an entry the app did not make). */
  key: string;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Params = Record<string, string | undefined>;

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}

/** Where the router's location comes from and goes to. */
export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const anchor = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + anchor;
}

/**
 * `to` read against the current location: a path without a pathname keeps the current one, a
 * relative pathname is read from the current path; search and hash are the path's own.
 */
export function resolvePath(to: To, from: Path): Path {
  let path: Partial<Path> = typeof to === 'string' ? {} : to;
  if (typeof to === 'string') {
    // Written as given (nothing encoded): split at the first '#', then the first '?'.
    const [beforeHash, hash] = splitAt(to, '#');
    const [pathname, search] = splitAt(beforeHash, '?');
    path = pathname ? { pathname, search, hash } : { search, hash };
  }
  let pathname = path.pathname ?? from.pathname;
  if (!pathname.startsWith('/')) pathname = new URL(pathname, `http://x${from.pathname}`).pathname;
  return { pathname, search: path.search ?? '', hash: path.hash ?? '' };
}

function splitAt(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at)];
}

const ROOT: Path = { pathname: '/', search: '', hash: '' };

const createKey = () => Math.random().toString(36).substring(2, 10);

/** What a history entry holds: the app's state, the entry's key and its place in the tab's list. */
type Entry = { usr?: unknown; key?: string; idx?: number } | null;

/**
 * The browser's history, written through wouter's browser location. Entries carry
 * `{ usr, key, idx }` as React Router wrote them, so positions saved before this router still
 * restore after a deploy (lib/scroll-restoration.tsx keys them by entry).
 */
export function createBrowserHistory(): History {
  const entry = () => window.history.state as Entry;
  if (entry()?.idx == null) window.history.replaceState({ ...entry(), idx: 0 }, '');
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onPop = () => {
    action = 'POP';
    notify();
  };
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  let last = read();
  const write = (replace: boolean, to: To, state: unknown) => {
    const path = createPath(resolvePath(to, read()));
    const idx = (entry()?.idx ?? 0) + (replace ? 0 : 1);
    try {
      writeBrowserHistory(path, { replace, state: { usr: state, key: createKey(), idx } });
    } catch {
      // Too many entries, or a state the browser cannot keep: load the page instead.
      window.location.assign(path);
      return;
    }
    action = replace ? 'REPLACE' : 'PUSH';
    notify();
  };
  return {
    get location() {
      // The same object while nothing changed, so React sees no new location.
      const now = read();
      if (createPath(now) !== createPath(last) || now.key !== last.key || now.state !== last.state)
        last = now;
      return last;
    },
    get action() {
      return action;
    },
    push: (to, state = null) => write(false, to, state),
    replace: (to, state = null) => write(true, to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
  };
}

/**
 * A history kept in memory, for tests: a list of entries and a place in it. wouter's memory
 * location keeps one path and one state, with no way Back, which the tests of Back need.
 */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const toLocation = (to: To, from: Path, state: unknown, key: string): Location => ({
    ...resolvePath(to, from),
    state,
    key,
  });
  const entries = initialEntries.map((to, i) =>
    toLocation(to, ROOT, null, i === 0 ? 'default' : createKey()),
  );
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(to, state = null) {
      const next = toLocation(to, entries[index]!, state, createKey());
      entries.splice(index + 1, entries.length, next);
      index += 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state = null) {
      entries[index] = toLocation(to, entries[index]!, state, createKey());
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  history: History | null;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and the like need a router above them');
  return router;
}

function wouterNavigate(history: History | null) {
  return (to: string, options: NavigateOptions = {}) => {
    if (!history) throw new Error('The server renders pages; it does not navigate');
    if (options.replace) history.replace(to, options.state ?? null);
    else history.push(to, options.state ?? null);
  };
}

// wouter reads the location through these hooks: the location this file keeps in React state.
// (wouter's own browser hooks read the address through useSyncExternalStore, whose changes React
// never renders as a transition.)
function useLocationForWouter(): [string, (to: string, options?: NavigateOptions) => void] {
  const { location, history } = useRouterState();
  return [location.pathname, useMemo(() => wouterNavigate(history), [history])];
}

function useSearchForWouter(): string {
  return useRouterState().location.search;
}

function Provide({ value, children }: { value: RouterState; children: ReactNode }) {
  return (
    <RouterContext value={value}>
      <WouterRouter hook={useLocationForWouter} searchHook={useSearchForWouter}>
        {children}
      </WouterRouter>
    </RouterContext>
  );
}

/** The app's routing over `history`; location changes render as a transition. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: history.location,
    navigationType: history.action,
  }));
  useLayoutEffect(
    () =>
      history.listen(() =>
        startTransition(() =>
          setState({ location: history.location, navigationType: history.action }),
        ),
      ),
    [history],
  );
  const value = useMemo(() => ({ ...state, history }), [state, history]);
  return <Provide value={value}>{children}</Provide>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** The server's router: one location, and nowhere to go. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(
    () => ({
      location: { ...resolvePath(location, ROOT), state: null, key: 'default' },
      navigationType: 'POP',
      history: null,
    }),
    [location],
  );
  return <Provide value={value}>{children}</Provide>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): NavigationType {
  return useRouterState().navigationType;
}

/**
 * The matched screen's parameters. wouter gives them to what its own Route renders; the app finds
 * its screen itself (app/screens.tsx), so they come from renderMatch.
 */
const ParamsContext = createContext<Params>({});

export function useParams(): Params {
  return useContext(ParamsContext);
}

/**
 * The location's query. (wouter's useSearchParams reads a search it has already decoded once, so
 * a value such as `%2541` would be decoded twice.)
 */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { history } = useRouterState();
  return useMemo<NavigateFunction>(
    () =>
      (to, options = {}) => {
        if (!history) throw new Error('The server renders pages; it does not navigate');
        if (typeof to === 'number') history.go(to);
        else if (options.replace) history.replace(to, options.state ?? null);
        else history.push(to, options.state ?? null);
      },
    [history],
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the page. */
  reloadDocument?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * wouter's Link navigates on a plain click and leaves a click with a modifier key or another
 * button to the browser. A link to another site, into another window or loading the whole page
 * is a plain anchor; a link to the page shown replaces its entry, so Back does not show it twice.
 */
export function Link({ to, replace, state, reloadDocument, target, ...rest }: LinkProps) {
  const { location } = useRouterState();
  if (typeof to === 'string' && EXTERNAL.test(to)) return <a {...rest} href={to} target={target} />;
  const href = createPath(resolvePath(to, location));
  if (reloadDocument || (target && target !== '_self'))
    return <a {...rest} href={href} target={target} />;
  const same = createPath(location) === href;
  return (
    <WouterLink
      {...rest}
      href={href}
      target={target}
      replace={replace ?? same}
      state={state ?? null}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows it leads to the page shown (`aria-current="page"`). */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolvePath(to, location).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : className;
  return (
    <Link
      {...rest}
      to={to}
      className={classes ?? (isActive ? 'active' : undefined)}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

const OutletContext = createContext<ReactNode>(null);

export function Outlet() {
  return useContext(OutletContext);
}

/** regexparam's patterns (wouter's), letters in any case as the app's links are written. */
function anyCase(pattern: string, loose?: boolean) {
  const { pattern: exact, keys } = parse(pattern, loose);
  return { pattern: new RegExp(exact.source, 'i'), keys };
}

/** The parameters `pathname` gives `pattern`, or null where it does not match. */
export function matchPath(
  pattern: { path: string; end?: boolean },
  pathname: string,
): { params: Params } | null {
  const [matches, params] = matchRoute(anyCase, pattern.path, pathname, !(pattern.end ?? true));
  return matches ? { params: (params ?? {}) as Params } : null;
}

function joinPaths(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent.replace(/\/+$/, '')}/${child}`;
}

/** The routes of `routes` that `pathname` reaches, outermost first, with their parameters. */
function matchRoutes(
  routes: RouteObject[],
  pathname: string,
  parent = '/',
): { routes: RouteObject[]; params: Params } | null {
  for (const route of routes) {
    const path = route.index ? parent : joinPaths(parent, route.path ?? '');
    if (route.children?.length) {
      const inner = matchRoutes(route.children, pathname, path);
      if (inner) return { routes: [route, ...inner.routes], params: inner.params };
    }
    const match = matchPath({ path, end: true }, pathname);
    if (match && (route.element !== undefined || !route.children?.length))
      return { routes: [route], params: match.params };
  }
  return null;
}

/**
 * The element of a chain of matched routes, outermost first: each route's element with the next
 * one as its Outlet, all of them reading `params`.
 */
export function renderMatch(routes: readonly RouteObject[], params: Params): ReactNode {
  const element = routes.reduceRight<ReactNode>(
    (outlet, route) => (
      <OutletContext value={outlet}>
        {route.element === undefined ? <Outlet /> : route.element}
      </OutletContext>
    ),
    null,
  );
  return <ParamsContext value={params}>{element}</ParamsContext>;
}

/** The element of the routes matching the location (nothing where none does); for tests. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = matchRoutes(routes, pathname);
  return match ? renderMatch(match.routes, match.params) : null;
}
