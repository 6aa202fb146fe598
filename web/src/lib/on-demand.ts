import { useEffect, useState } from 'react';

/**
 * A module loaded the first time it is wanted, not with the page: code that only an
 * interaction needs (a dialog, the phone's navigation sheet) stays out of a signed-in
 * page's first load (budgeted: docs/architecture.md "Client"). Unlike React.lazy, a module
 * loaded before renders in the same pass (no Suspense fallback), which keeps focus
 * handling and tests as they were.
 */
export function onDemand<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;

  /** Loads the module once; a failed load (offline without the worker's copy) is tried again. */
  function load(): Promise<M> {
    loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** The module once `wanted` has been true (it stays loaded after); undefined before. */
  function useModule(wanted: boolean): M | undefined {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (!wanted || module) return;
      let current = true;
      load().then(
        (loadedModule) => current && setModule(() => loadedModule),
        // Not loaded: nothing opens; the next time it is wanted it is tried again.
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted, module]);
    return module;
  }

  return { load, useModule };
}
