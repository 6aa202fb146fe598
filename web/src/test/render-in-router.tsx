import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createNodeRouter, NodeRouterProvider } from './node-router';

export interface RenderInRouterOptions {
  /** Where the history starts (default `/`). */
  path?: string;
  /** More pages beside the one under test, e.g. where a link or a redirect leads. */
  routes?: RouteObject[];
}

export interface RenderInRouterResult extends Omit<RenderResult, 'rerender'> {
  router: ReturnType<typeof createNodeRouter>;
  rerender: (ui: ReactNode) => void;
}

/**
 * Renders `ui` in a memory data router (./node-router): `ui` is every path's page
 * unless `routes` names a more specific one; `rerender` swaps `ui` and keeps the history.
 */
export function renderInRouter(
  ui: ReactNode,
  { path = '/', routes = [] }: RenderInRouterOptions = {},
): RenderInRouterResult {
  const router = createNodeRouter(path, routes);
  const result = render(<NodeRouterProvider router={router} node={ui} />);
  return {
    ...result,
    router,
    rerender: (node) => result.rerender(<NodeRouterProvider router={router} node={node} />),
  };
}
