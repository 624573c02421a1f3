import { useLayoutEffect, useRef, useState } from 'react';

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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when it runs (its `load` is made anew on every render)
  }, [...deps, enabled]);
  return enabled && sameDeps(state.deps, deps) ? state.result : LOADING;
}

interface Asked<T> {
  load: (signal: AbortSignal) => Promise<T>;
  deps: readonly unknown[];
  enabled: boolean;
}

/**
 * `useResource` for calls worked out one after another in a render, each from the answers before it (a select's
 * choices depend on what is chosen in the selects before it). The returned function is asked in the same order in
 * every render, once per call, and each call behaves as its own `useResource`: it runs when its deps change and
 * only its latest answer counts. One hook however many calls, so the order of hooks never depends on data.
 */
export function useResources<T>(): (
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled?: boolean,
) => Resource<T> {
  const [states, setStates] = useState<
    readonly ({ deps: readonly unknown[]; result: Resource<T> } | undefined)[]
  >([]);
  const running = useRef<
    ({ deps: readonly unknown[]; enabled: boolean; ctrl: AbortController } | undefined)[]
  >([]);
  const asked: Asked<T>[] = [];
  // after every render: each call whose deps (or `enabled`) changed since it last started is started anew
  useLayoutEffect(() => {
    asked.forEach(({ load, deps, enabled }, i) => {
      const last = running.current[i];
      if (last && last.enabled === enabled && sameDeps(last.deps, deps)) return;
      last?.ctrl.abort();
      const ctrl = new AbortController();
      running.current[i] = { deps, enabled, ctrl };
      if (!enabled) return;
      const put = (result: Resource<T>) => setStates((s) => Object.assign([...s], { [i]: { deps, result } }));
      put(LOADING);
      load(ctrl.signal).then(
        (data) => !ctrl.signal.aborted && put({ status: 'ok', data }),
        (error: unknown) => !ctrl.signal.aborted && put({ status: 'error', error }),
      );
    });
  });
  useLayoutEffect(
    () => () => {
      running.current.forEach((r) => r?.ctrl.abort());
      running.current = [];
    },
    [],
  );
  return (load, deps, enabled = true) => {
    const state = states[asked.length];
    asked.push({ load, deps, enabled });
    return enabled && state && sameDeps(state.deps, deps) ? state.result : LOADING;
  };
}
