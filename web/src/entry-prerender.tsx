/**
 * Build-time prerendering entry (built with `vite build --ssr`, run by
 * scripts/build/prerender.mjs in Node). Renders one public URL with the client's
 * own route objects and providers, waiting for every `React.lazy` page, and
 * returns the markup that goes into `<div id="root">`.
 *
 * Only public pages are rendered here: they read no browser state during
 * render, and the auth context starts signed out (the state the client also
 * hydrates with, see auth-context.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
import { HELP_TOPICS } from './features/help/help-articles';
import { paths } from '@/lib/paths';

/** Every public URL that gets a static HTML file. */
export const PRERENDER_PATHS: readonly string[] = [
  paths.home,
  paths.features,
  paths.howItWorks,
  paths.faq,
  paths.help,
  paths.helpCenter,
  ...HELP_TOPICS.map((slug) => paths.helpTopic(slug)),
  paths.privacy,
  paths.terms,
  paths.cookies,
  paths.login,
  paths.register,
  paths.forgotPassword,
];

export interface PrerenderResult {
  /** The HTML for inside `#root` (React may put hoisted <title>/<meta> first). */
  html: string;
  status: number;
}

const handler = createStaticHandler(routes);

export async function render(path: string): Promise<PrerenderResult> {
  const errors: unknown[] = [];
  // The client's data router, in its static form: no loaders run, so the context is
  // the matched routes. No hydration script: the client router needs no data.
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path}: a route answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      // Never outline a completed Suspense boundary (React does so for large
      // ones so a streamed shell shows early): static pages keep every
      // boundary inline, with no reveal scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Errors inside a Suspense boundary would otherwise be rendered as a
      // client-rendered fallback ("Loading..."): fail the build instead.
      onError(error) {
        errors.push(error);
      },
    },
  );

  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  if (errors.length > 0) {
    const first = errors[0];
    throw new Error(
      `${path}: rendering failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`,
    );
  }
  // A path that only the catch-all route matches is the not-found page.
  const notFound = matchRoutes(routes, path)?.at(-1)?.route.path === '*';
  return { html: Buffer.concat(chunks).toString('utf8'), status: notFound ? 404 : 200 };
}
