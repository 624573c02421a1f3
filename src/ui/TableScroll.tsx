import { useEffect, useRef, type ReactNode } from 'react';

/** A code inside free text: digits joined by a hyphen, slash or dot (a postal code 12-345, a number 4512/2019). */
const CODE = /\S*\d[-/.‐–]\d\S*/g;

/**
 * Free text of a table cell with its codes kept whole (issue 26 item 3): "ul. Ogrodowa 7, 12-345 Zielona Dolina"
 * wraps between words but never inside "12-345", where a browser may break after a hyphen or a slash.
 */
export function keepCodesWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(CODE)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(
      <span key={m.index} className="g-nowrap">
        {m[0]}
      </span>,
    );
    at = m.index + m[0].length;
  }
  if (parts.length === 0) return text;
  if (at < text.length) parts.push(text.slice(at));
  // one element: a card's cell is a grid of its name and one value
  return <span>{parts}</span>;
}

/** Under this width (in em of the frame) a table of four columns and more is always cards (issue 12 item 7). */
const CARDS_BELOW_EM = 36;

/**
 * A table's own sideways scroll box (issue 26 item 3): a table wider than its box scrolls here, never the page.
 * While it scrolls, the box is a tab stop (keyboard scrolling, axe `scrollable-region-focusable`), and otherwise
 * not; it is named by the table's caption, as a group, not a landmark, since the caption often equals the widget's
 * own landmark name (axe `landmark-unique`).
 * While there is more to see at an edge, the frame carries `data-more-start` / `data-more-end` and base.css draws
 * a shadow there, so hidden columns are never a surprise. A table marked `g-table-cards` never needs it: in a
 * narrow box, or when it would not fit, the frame carries `data-cards` and each row is a card (base.css).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const f = frame.current;
    const b = box.current;
    if (!f || !b) return;
    const update = () => {
      // cards when the box is narrow or the table would not fit it; measured as a table each time (the attribute
      // comes off and back on within one task, so nothing is painted in between)
      if (b.querySelector(':scope > .g-table-cards')) {
        f.removeAttribute('data-cards');
        const narrow = b.clientWidth < CARDS_BELOW_EM * parseFloat(getComputedStyle(f).fontSize);
        f.toggleAttribute('data-cards', narrow || b.scrollWidth > b.clientWidth + 1);
      }
      // scrollLeft is negative in a right-to-left box: its size is what counts
      const left = Math.abs(b.scrollLeft);
      const more = b.scrollWidth - b.clientWidth;
      f.toggleAttribute('data-more-start', left > 1);
      f.toggleAttribute('data-more-end', more - left > 1);
      // a tab stop only while there is something to scroll to (a box that fits is no stop of its own)
      if (more > 1) b.setAttribute('tabindex', '0');
      else b.removeAttribute('tabindex');
    };
    update();
    b.addEventListener('scroll', update, { passive: true });
    // the box's width (window, CMS column) and the table's (another page, a detail row, the language) change;
    // measured in the next frame, not inside the observer's callback: switching to cards there resizes what it
    // observes, which the browser reports as "ResizeObserver loop completed with undelivered notifications"
    let frameId = 0;
    const later = () => {
      if (frameId === 0)
        frameId = requestAnimationFrame(() => {
          frameId = 0;
          update();
        });
    };
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    resize?.observe(b);
    for (const child of b.children) resize?.observe(child);
    return () => {
      b.removeEventListener('scroll', update);
      resize?.disconnect();
      cancelAnimationFrame(frameId);
    };
  }, []);
  return (
    <div className="g-table-scroll" ref={frame}>
      <div className="g-table-wrap" ref={box} role="group" aria-labelledby={labelledBy}>
        {children}
      </div>
    </div>
  );
}
