import { useEffect, useState } from 'react';

export type Resource<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs an async call whenever `deps` change and keeps only the answer of the latest run, so a quick change of
 * year never shows an older year's rows. `enabled: false` waits (e.g. until a year is chosen).
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): Resource<T> {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    load(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setState({ status: 'ok', data }),
      (error: unknown) => !ctrl.signal.aborted && setState({ status: 'error', error }),
    );
    return () => ctrl.abort();
  }, [...deps, enabled]);
  return state;
}
