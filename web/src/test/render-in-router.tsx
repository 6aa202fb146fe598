import { render, type RenderResult } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

export interface RenderInRouterOptions {
  /** Where the history starts (default `/`). */
  path?: string;
  /** More pages beside the one under test, e.g. where a link or a redirect leads. */
  routes?: RouteObject[];
}

export interface RenderInRouterResult extends Omit<RenderResult, 'rerender'> {
  router: ReturnType<typeof createMemoryRouter>;
  rerender: (ui: ReactNode) => void;
}

const UiContext = createContext<ReactNode>(null);

function Ui() {
  return <>{useContext(UiContext)}</>;
}

/**
 * Renders `ui` in a memory data router, as the app runs (forms hold navigation with
 * useBlocker, which needs one). `ui` is every path's page unless `routes` names a
 * more specific one; `rerender` swaps `ui` and keeps the history.
 */
export function renderInRouter(
  ui: ReactNode,
  { path = '/', routes = [] }: RenderInRouterOptions = {},
): RenderInRouterResult {
  const router = createMemoryRouter([{ path: '*', element: <Ui /> }, ...routes], {
    initialEntries: [path],
  });
  const wrap = (node: ReactNode) => (
    <UiContext.Provider value={node}>
      <RouterProvider router={router} />
    </UiContext.Provider>
  );
  const result = render(wrap(ui));
  return { ...result, router, rerender: (node) => result.rerender(wrap(node)) };
}
