import { createContext, useContext, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

const NodeContext = createContext<ReactNode>(null);

function Node() {
  return <>{useContext(NodeContext)}</>;
}

/**
 * A memory data router, as the app runs (forms hold navigation with useBlocker, which
 * needs one), whose every path shows the node handed to `NodeRouterProvider` unless
 * `routes` names a more specific page. The node travels by context, so it can change
 * (a test's rerender, a story's controls) without a new router and history.
 */
export function createNodeRouter(path = '/', routes: RouteObject[] = []) {
  return createMemoryRouter([{ path: '*', element: <Node /> }, ...routes], {
    initialEntries: [path],
  });
}

export function NodeRouterProvider({
  router,
  node,
}: {
  router: ReturnType<typeof createNodeRouter>;
  node: ReactNode;
}) {
  return (
    <NodeContext.Provider value={node}>
      <RouterProvider router={router} />
    </NodeContext.Provider>
  );
}
