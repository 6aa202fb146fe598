import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from '.';
import type { RouteObject } from './match-routes';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${pathname}${search}${hash}`}</p>;
}

function Table({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Topic() {
  const { topic } = useParams<'topic'>();
  return <h1>Topic {topic}</h1>;
}

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/help">Help</NavLink>
        <Link to="/help/roofs">Roofs</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

const table: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'help', element: <h1>Help page</h1> },
      { path: 'help/:topic', element: <Topic /> },
      { path: 'old', element: <Navigate to="/help" replace /> },
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

function app(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Table routes={table} />
      <Where />
    </MemoryRouter>
  );
}

describe('router', () => {
  it('renders the matched branch through layouts, with params', () => {
    render(app('/help/roofs'));
    expect(screen.getByRole('heading', { name: 'Topic roofs' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('navigates on a plain click, marks the current link and pushes history', async () => {
    const user = userEvent.setup();
    render(app('/'));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Roofs' }));
    expect(await screen.findByRole('heading', { name: 'Topic roofs' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /help/roofs');
    // 'Help' is active below /help; 'Home' (end) only on '/'.
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    render(app('/'));
    const link = screen.getByRole('link', { name: 'Roofs' });
    expect(link).toHaveAttribute('href', '/help/roofs');
    // Seen after the app's handler; then cancelled, as jsdom cannot open a new tab.
    let prevented: boolean | undefined;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    act(() => {
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      );
    });
    window.removeEventListener('click', record);
    expect(prevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it('redirects with <Navigate replace> and renders the catch-all for unknown paths', async () => {
    const { unmount } = render(app('/old'));
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /help');
    unmount();
    render(app('/nowhere'));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('sets search params (from the current ones, replacing or pushing) and goes back', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <p data-testid="q">{params.get('q') ?? '(none)'}</p>
          <button
            type="button"
            onClick={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('q', `${current.get('q') ?? ''}x`);
                  return next;
                },
                { replace: true },
              )
            }
          >
            Type
          </button>
          <button type="button" onClick={() => setParams({ q: 'pushed' })}>
            Push
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/faq?q=a#top']}>
        <Search />
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /faq?q=axx'),
    );
    await user.click(screen.getByRole('button', { name: 'Push' }));
    await waitFor(() => expect(screen.getByTestId('q')).toHaveTextContent('pushed'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('POP /faq?q=axx'));
  });

  it('supports the <Routes>/<Route> form', () => {
    render(
      <MemoryRouter initialEntries={['/help/gutters']}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/help/:topic" element={<Topic />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Topic gutters' })).toBeInTheDocument();
  });

  it('renders one location statically (build-time prerendering)', () => {
    const html = renderToString(
      <StaticRouter location="/help?x=1">
        <Table routes={table} />
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('Help page');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('POP /help?x=1');
  });

  it('throws a clear error outside a router', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Where />)).toThrow('useLocation() may be used only inside a router.');
    spy.mockRestore();
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows links in the address bar and back/forward', async () => {
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Table routes={table} />
        <Where />
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/help');
    act(() => {
      window.history.replaceState({ key: 'default', idx: 0 }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });
});
