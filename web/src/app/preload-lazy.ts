/**
 * Loading a route's lazy pages ahead of React: for hydration (main.tsx), and for a
 * signed-in page whose code should download beside the signed-in area's (routes.tsx).
 */
import { isValidElement, type ReactNode } from 'react';

interface LazyComponent {
  $$typeof: symbol;
  _payload: unknown;
  _init: (payload: unknown) => unknown;
}

const LAZY_TYPE = Symbol.for('react.lazy');

function isLazyComponent(type: unknown): type is LazyComponent {
  return (
    typeof type === 'object' &&
    type !== null &&
    (type as LazyComponent).$$typeof === LAZY_TYPE &&
    typeof (type as LazyComponent)._init === 'function'
  );
}

/** `React.lazy` components used in these elements (route elements wrap them in <Suspense>). */
function findLazyComponents(node: ReactNode, found: LazyComponent[] = []): LazyComponent[] {
  if (Array.isArray(node)) {
    for (const child of node) findLazyComponents(child as ReactNode, found);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    if (isLazyComponent(node.type)) found.push(node.type);
    findLazyComponents(node.props.children, found);
  }
  return found;
}

/**
 * Starts loading lazy components and waits for them. Resolving a lazy
 * component the way React does (its initializer throws the pending promise)
 * marks it as loaded, so React renders it without suspending. Failures are
 * left for React (and the error boundary) to report when it renders.
 */
export async function preloadLazyElements(elements: ReactNode[]) {
  const pending: PromiseLike<unknown>[] = [];
  for (const lazy of findLazyComponents(elements)) {
    try {
      lazy._init(lazy._payload);
    } catch (thrown) {
      if (thrown !== null && typeof (thrown as PromiseLike<unknown>).then === 'function') {
        pending.push(thrown as PromiseLike<unknown>);
      }
    }
  }
  await Promise.all(pending.map((p) => Promise.resolve(p).catch(() => {})));
}
