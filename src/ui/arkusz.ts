import { useCallback } from 'react';
import { sheetFor } from './sheets.ts';

/**
 * A ref callback that adds `css` to the shadow root its element is in (DESIGN.md §5: adopted sheets, no
 * `<style>`): the styles of a lazily fetched part come with its chunk, not with every page of the element.
 */
export function useArkusz(css: string) {
  return useCallback(
    (el: Element | null) => {
      const root = el?.getRootNode();
      if (!(root instanceof ShadowRoot)) return;
      const sheet = sheetFor(css);
      if (!root.adoptedStyleSheets.includes(sheet))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
    [css],
  );
}
