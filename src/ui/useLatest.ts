import { useRef, type RefObject } from 'react';

/**
 * The value of the last render, for an effect that reads it but must not run again when it changes: a parent's
 * callback made anew on every render, the texts' `t` (a new one whenever a chunk adds texts), a flag read once
 * when something else happens. The effect lists the ref (it never changes) and reads `.current` as it runs.
 * React's `useEffectEvent` does this, but preact/compat has no such hook.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
