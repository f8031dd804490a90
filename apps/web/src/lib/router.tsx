/**
 * The storefront's router: the part of React Router's declarative mode the app uses (a browser
 * router, a static one for the server's renderer, links, route tables, the location hooks), in
 * about a tenth of its code. React Router was 12.8 KB of the first screen's gzipped JavaScript,
 * much of it for its data router, which the app does not use, and kept by links and route
 * rendering that check for one (docs/decisions/pages-and-performance.md, Pages that feel
 * instant). What it does is React Router's: history entries carry `{ usr, key, idx }`, location
 * changes render as a transition, a link to the page shown replaces its entry, a NavLink is
 * current on its path (and below it unless `end`), patterns match in any case.
 */
import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

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
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const anchor = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + anchor;
}

/** A path as written, split as React Router's `parsePath` does (nothing decoded or encoded). */
function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/**
 * `to` read against the current location: a path without a pathname keeps the current one, a
 * relative pathname is read from the current path; search and hash are the path's own.
 */
export function resolvePath(to: To, from: Path): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  let pathname = path.pathname ?? from.pathname;
  if (!pathname.startsWith('/')) pathname = new URL(pathname, `http://x${from.pathname}`).pathname;
  return {
    pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
  };
}

const ROOT: Path = { pathname: '/', search: '', hash: '' };

const createKey = () => Math.random().toString(36).substring(2, 10);

/** The browser's history, as React Router keeps it (its `createBrowserHistory`, v5 mode). */
export function createBrowserHistory(): History {
  const globalHistory = window.history;
  type Entry = { usr?: unknown; key?: string; idx?: number } | null;
  const entry = () => globalHistory.state as Entry;
  if (entry()?.idx == null) globalHistory.replaceState({ ...entry(), idx: 0 }, '');
  let action: NavigationType = 'POP';
  let listener: ((update: { action: NavigationType; location: Location }) => void) | null = null;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  const notify = () => listener?.({ action, location: read() });
  const onPop = () => {
    action = 'POP';
    notify();
  };
  const write = (kind: 'push' | 'replace', to: To, state: unknown) => {
    const path = createPath(resolvePath(to, read()));
    const idx = (entry()?.idx ?? 0) + (kind === 'push' ? 1 : 0);
    const next = { usr: state, key: createKey(), idx };
    action = kind === 'push' ? 'PUSH' : 'REPLACE';
    if (kind === 'replace') globalHistory.replaceState(next, '', path);
    else {
      try {
        globalHistory.pushState(next, '', path);
      } catch {
        // Too many entries, or a state the browser cannot keep: load the page instead.
        window.location.assign(path);
        return;
      }
    }
    notify();
  };
  return {
    get location() {
      return read();
    },
    get action() {
      return action;
    },
    push: (to, state = null) => write('push', to, state),
    replace: (to, state = null) => write('replace', to, state),
    go: (delta) => globalHistory.go(delta),
    listen(next) {
      listener = next;
      window.addEventListener('popstate', onPop);
      return () => {
        listener = null;
        window.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** A history kept in memory, for tests and the server: a list of entries and a place in it. */
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
  const listeners = new Set<(update: { action: NavigationType; location: Location }) => void>();
  const notify = () =>
    listeners.forEach((listener) => listener({ action, location: entries[index]! }));
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(to, state = null) {
      entries.splice(
        index + 1,
        entries.length,
        toLocation(to, entries[index]!, state, createKey()),
      );
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

interface RouteState {
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

/** The app's routing over `history`; location changes render as a transition, as React Router's. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: history.location,
    navigationType: history.action,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ location, navigationType: action })),
      ),
    [history],
  );
  const value = useMemo(() => ({ ...state, history }), [state, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
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
  return <RouterContext value={value}>{children}</RouterContext>;
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

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and the like need a router above them');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
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

/** `to` as the app's own path, or null for an address elsewhere. */
function internalPath(to: To, from: Path): Path | null {
  if (typeof to !== 'string' || !EXTERNAL.test(to)) return resolvePath(to, from);
  try {
    const url = new URL(to);
    return url.origin === window.location.origin
      ? { pathname: url.pathname, search: url.search, hash: url.hash }
      : null;
  } catch {
    return null;
  }
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const { location } = router;
  const path = typeof to === 'string' && EXTERNAL.test(to) ? null : resolvePath(to, location);
  const href = path ? createPath(path) : (to as string);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    const inApp = path ?? internalPath(to, location);
    if (!inApp || !router.history) return;
    event.preventDefault();
    // A link to the page shown replaces its entry, so Back does not show the page again.
    const same = createPath(location) === createPath(inApp);
    if (replace ?? same) router.history.replace(inApp, state ?? null);
    else router.history.push(inApp, state ?? null);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
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

export function Outlet() {
  return useContext(RouteContext).outlet;
}

const ESCAPED = /[.*+?^${}()|[\]\\]/g;

interface Compiled {
  matcher: RegExp;
  names: string[];
}

const compiledPatterns = new Map<string, Compiled>();

/** A pattern as React Router reads it: any case, a trailing slash allowed, ':name', '*'. */
function compile(path: string, end: boolean): Compiled {
  const cacheKey = `${end ? 1 : 0}${path}`;
  let compiled = compiledPatterns.get(cacheKey);
  if (compiled) return compiled;
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else source += `/${segment.replace(ESCAPED, '\\$&')}`;
  }
  const tail = names.at(-1) === '*' ? '' : end ? '/*' : '(?:/.*)?';
  compiled = { names, matcher: new RegExp(`^${source}${tail}$`, 'i') };
  compiledPatterns.set(cacheKey, compiled);
  return compiled;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The parameters `pathname` gives `pattern`, or null where it does not match. */
export function matchPath(
  pattern: { path: string; end?: boolean },
  pathname: string,
): { params: Params } | null {
  const { matcher, names } = compile(pattern.path, pattern.end ?? true);
  const found = matcher.exec(pathname);
  if (!found) return null;
  return {
    params: Object.fromEntries(names.map((name, i) => [name, safeDecode(found[i + 1] ?? '')])),
  };
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
      if (inner && matchPath({ path, end: false }, pathname))
        return { routes: [route, ...inner.routes], params: inner.params };
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
  return routes.reduceRight<ReactNode>(
    (outlet, route) => (
      <RouteContext value={{ outlet, params }}>
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext>
    ),
    null,
  );
}

/** The element of the routes matching the location (nothing where none does). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = matchRoutes(routes, pathname);
  return match ? renderMatch(match.routes, match.params) : null;
}
