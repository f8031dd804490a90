import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  createMemoryHistory,
  Link,
  NavLink,
  Outlet,
  Router,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from './router';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search}
      {state ? ` ${JSON.stringify(state)}` : ''}
    </p>
  );
}

function Product() {
  const { id } = useParams();
  return <h1>Product {id}</h1>;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <nav>
          <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Home
          </NavLink>
          <NavLink to="/products">Products</NavLink>
          <Link to="/products?sort=newest" state={{ from: 'home' }}>
            Newest
          </Link>
          <Link to="/product/12">Kurta</Link>
        </nav>
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: '/products', element: <h1>Listing</h1> },
      { path: '/product/:id', element: <Product /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

function showAt(path: string) {
  const history = createMemoryHistory([path]);
  render(
    <Router history={history}>
      <Routes />
    </Router>,
  );
  return history;
}

describe('the storefront router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens a linked page with its parameters and state, and Back returns', async () => {
    const history = showAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Kurta' }));
    expect(await screen.findByRole('heading', { name: 'Product 12' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Newest' }));
    expect(await screen.findByRole('heading', { name: 'Listing' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/products?sort=newest {"from":"home"}');
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Product 12' })).toBeInTheDocument();
    expect(history.action).toBe('POP');
  });

  it('replaces the entry when a link leads to the page shown, so Back does not show it twice', async () => {
    const history = showAt('/product/12');
    fireEvent.click(screen.getByRole('link', { name: 'Kurta' }));
    await waitFor(() => expect(history.action).toBe('REPLACE'));
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/product/12');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    const history = showAt('/');
    const link = screen.getByRole('link', { name: 'Kurta' });
    expect(link).toHaveAttribute('href', '/product/12');
    // The document hears the click after the app: it notes whether the app kept it from the
    // browser, then keeps it from jsdom, which cannot open pages.
    let leftToBrowser = false;
    const note = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', note);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', note);
    expect(leftToBrowser).toBe(true);
    expect(history.location.pathname).toBe('/');
  });

  it('marks the link of the page shown as current, below it too unless it ends there', async () => {
    showAt('/products');
    const home = screen.getByRole('link', { name: 'Home' });
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).toHaveAttribute('aria-current', 'page');
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveClass('off');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(home).toHaveAttribute('aria-current', 'page'));
    expect(home).toHaveClass('on');
  });

  it("keeps the browser's address and history: a reload or Back finds the same page", async () => {
    render(
      <BrowserRouter>
        <Routes />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Newest' }));
    expect(await screen.findByRole('heading', { name: 'Listing' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/products?sort=newest');
    expect(window.history.state).toMatchObject({ usr: { from: 'home' }, idx: 1 });
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
