/** The state of one data panel, as containers hand it to presentational screens. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export const LOADING: Loadable<never> = { status: 'loading' };

export function ready<T>(data: T): Loadable<T> {
  return { status: 'ready', data };
}

export function failed(error: unknown): Loadable<never> {
  return { status: 'error', error };
}
