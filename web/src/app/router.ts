import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

let router: BrowserRouter | undefined;

/**
 * The client's data router, created on first use (not at import, so the
 * prerenderer can import the app's modules in Node where there is no window).
 * The prerenderer builds a static router from the same `routes`.
 */
export function browserRouter(): BrowserRouter {
  router ??= createBrowserRouter(routes);
  return router;
}
