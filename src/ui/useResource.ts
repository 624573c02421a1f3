import { useLayoutEffect, useState } from 'react';

export type Resource<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;
const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Runs an async call whenever `deps` change and keeps only the answer of the latest run. An answer belongs to
 * the deps it was asked for: the render right after a change (a new year, another `rodzaj`) already says
 * "loading", so rows of the previous year are never painted under the new year's caption.
 * `enabled: false` waits (e.g. until a year is chosen). The call starts as soon as the element is on screen (a
 * layout effect), not a frame later: on a slow phone that frame is some 50 ms of the time to the data.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): Resource<T> {
  const [state, setState] = useState<{ deps: readonly unknown[]; result: Resource<T> }>({
    deps,
    result: LOADING,
  });
  useLayoutEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setState({ deps, result: LOADING });
    load(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setState({ deps, result: { status: 'ok', data } }),
      (error: unknown) => !ctrl.signal.aborted && setState({ deps, result: { status: 'error', error } }),
    );
    return () => ctrl.abort();
  }, [...deps, enabled]);
  return enabled && sameDeps(state.deps, deps) ? state.result : LOADING;
}
