import { useCallback } from 'react';
import { sheetFor } from '../../ui/sheets.ts';
import css from './platnosc.css?inline';

/**
 * A ref callback that adds the payment styles to the shadow root its element is in (DESIGN.md §5: adopted
 * sheets, no `<style>`): they come with the payment code, not with every dues page.
 */
export function useArkuszPlatnosci() {
  return useCallback((el: Element | null) => {
    const root = el?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    const sheet = sheetFor(css);
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
}
