import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { $serverConfig } from '../core/api/konfiguracja.ts';
import { fixedT, loadLanguage } from '../core/i18n/index.ts';
import { resolveLanguage } from '../core/i18n/languages.ts';
import { configFor } from '../core/config.ts';
import { $dialog, closeDialog, confirmDialog } from '../core/stores/dialog.ts';
import { Dialog } from './Dialog.tsx';
import {
  $snackbar,
  closeSnackbar,
  pauseSnackbar,
  resumeSnackbar,
  snackbarEdge,
} from '../core/stores/snackbar.ts';
import { $contrast, $fontSize, $language } from '../core/stores/settings.ts';
import { MESSAGES_TAG } from './messages-host.ts';
import { adoptStyles } from './sheets.ts';
import baseCss from './base.css?inline';
import messagesCss from './messages.css?inline';

function useLanguage() {
  const stored = useStore($language);
  const configs = useStore($serverConfig);
  const i18nEnabled = !Object.values(configs).some((c) => c && !c.czyInternacjonalizacja);
  // the page's default language (langDefault) is page-wide: read once, as the widgets read it
  const [langDefault] = useState(() => configFor(MESSAGES_TAG, {}).langDefault);
  const lang = resolveLanguage({ stored, langDefault, htmlLang: document.documentElement.lang, i18nEnabled });
  useEffect(() => void loadLanguage(lang).catch(() => undefined), [lang]);
  return { lang, t: fixedT(lang) };
}

/** A live region added to the page together with its text is often not read out: the first text waits a moment. */
function useLiveRegionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 150);
    return () => clearTimeout(id);
  }, []);
  return ready;
}

/** The element that has focus and the shadow roots it is in, outermost first (the widgets live in them). */
function deepFocus(): { el: Element | null; roots: ShadowRoot[] } {
  const roots: ShadowRoot[] = [];
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) {
    roots.push(el.shadowRoot);
    el = el.shadowRoot.activeElement;
  }
  return { el, roots };
}

/**
 * WCAG 2.4.11 Focus Not Obscured: the message sits bottom right (spec 01) unless the focused control lies
 * under it there; then it moves to the top edge (`snackbarEdge`). Checked when it opens, whenever focus moves
 * and when the page (or a box in a widget) scrolls or the window is resized. A focus move between two controls
 * of one shadow root never reaches the document (the event stops at the root when both ends retarget to one
 * host), so the hook listens on every shadow root focus has entered as well. Focus inside the message itself
 * never moves it.
 */
function useEdgeAwayFromFocus(
  box: RefObject<HTMLDivElement | null>,
  open: boolean,
  id: number | undefined,
): 'bottom' | 'top' {
  const [edge, setEdge] = useState<'bottom' | 'top'>('bottom');
  useLayoutEffect(() => {
    if (!open) return;
    const watched = new Set<Document | ShadowRoot>();
    const watch = (root: Document | ShadowRoot) => {
      if (watched.has(root)) return;
      watched.add(root);
      root.addEventListener('focusin', place);
      root.addEventListener('scroll', place, { capture: true, passive: true });
    };
    function place() {
      const el = box.current;
      if (!el) return;
      const focused = deepFocus();
      focused.roots.forEach(watch);
      if (focused.el && el.contains(focused.el)) return;
      const target = focused.el && focused.el !== document.body ? focused.el.getBoundingClientRect() : null;
      const r = el.getBoundingClientRect();
      // the region's 1em from the viewport's edge (messages.css)
      const inset = parseFloat(getComputedStyle(el).fontSize) || 16;
      setEdge(snackbarEdge(target, { left: r.left, right: r.right, height: r.height }, innerHeight, inset));
    }
    watch(document);
    addEventListener('resize', place);
    place();
    return () => {
      for (const root of watched) {
        root.removeEventListener('focusin', place);
        root.removeEventListener('scroll', place, { capture: true });
      }
      removeEventListener('resize', place);
    };
  }, [box, open, id]);
  return edge;
}

function Snackbar() {
  const s = useStore($snackbar);
  const { t } = useLanguage();
  const ready = useLiveRegionReady();
  const box = useRef<HTMLDivElement>(null);
  const shown = Boolean(ready && s);
  const edge = useEdgeAwayFromFocus(box, shown, s?.id);
  const timed = s?.ms != null;
  return (
    <div className={`g-snackbar-region g-snackbar-${edge}`} role="status" aria-live="polite">
      {ready && s && (
        <div
          ref={box}
          className={`g-snackbar${s.kind === 'error' ? ' g-snackbar-error' : ''}`}
          onMouseEnter={pauseSnackbar}
          onFocus={pauseSnackbar}
        >
          <span className="g-snackbar-text">{s.text}</span>
          <span className="g-snackbar-actions">
            {timed && (
              <button
                type="button"
                className="g-link-button"
                onClick={s.paused ? resumeSnackbar : pauseSnackbar}
              >
                {s.paused ? t('wspolne.wznow') : t('wspolne.wstrzymaj')}
              </button>
            )}
            <button
              type="button"
              className="g-icon-button"
              onClick={closeSnackbar}
              aria-label={t('wspolne.zamknij')}
            >
              ×
            </button>
          </span>
        </div>
      )}
    </div>
  );
}

function InfoDialog() {
  const d = useStore($dialog);
  const { t } = useLanguage();
  const actions = d?.onConfirm ? (
    <>
      <button type="button" className="g-button" onClick={confirmDialog} autoFocus>
        {d.yesLabel ?? t('wspolne.tak')}
      </button>
      <button type="button" className="g-button g-secondary" onClick={closeDialog}>
        {d.noLabel ?? t('wspolne.nie')}
      </button>
    </>
  ) : (
    <button type="button" className="g-button" onClick={closeDialog} autoFocus>
      {t('wspolne.ok')}
    </button>
  );
  return (
    <Dialog open={Boolean(d)} title={d?.title ?? ''} onClose={closeDialog} actions={actions}>
      {d?.text && <p>{d.text}</p>}
    </Dialog>
  );
}

function Messages() {
  const contrast = useStore($contrast);
  const size = useStore($fontSize);
  const { lang } = useLanguage();
  return (
    <div className={`g-root g-size-${size}${contrast ? ' g-hc' : ''}`} lang={lang}>
      <Snackbar />
      <InfoDialog />
    </div>
  );
}

export function defineMessages(): void {
  if (customElements.get(MESSAGES_TAG)) return;
  customElements.define(
    MESSAGES_TAG,
    class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const shadow = this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, [baseCss, messagesCss]);
        createRoot(shadow).render(<Messages />);
      }
    },
  );
}
