import { useLayoutEffect, useState } from 'react';
import { setDirty } from '../core/leave-guard.ts';

/**
 * Marks a form as holding unsaved input while `dirty` is true: the portal then asks before navigating away,
 * and the browser asks before the page is closed or reloaded (spec 01 §4). Nothing is asked for a clean form.
 * A layout effect: the guard holds from the render of the first typed character, not a frame later, so closing
 * the tab right after typing asks too.
 */
export function useLeaveGuard(dirty: boolean): void {
  const [token] = useState(() => ({}));
  useLayoutEffect(() => {
    setDirty(token, dirty);
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removeEventListener('beforeunload', onBeforeUnload);
      setDirty(token, false);
    };
  }, [dirty, token]);
}
