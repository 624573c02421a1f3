import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { $serverConfig } from '../core/api/konfiguracja.ts';
import { fixedT, loadLanguage } from '../core/i18n/index.ts';
import { resolveLanguage } from '../core/i18n/languages.ts';
import { $dialog, closeDialog, confirmDialog } from '../core/stores/dialog.ts';
import { Dialog } from './Dialog.tsx';
import { $snackbar, closeSnackbar, pauseSnackbar, resumeSnackbar } from '../core/stores/snackbar.ts';
import { $contrast, $fontSize, $language } from '../core/stores/settings.ts';
import { MESSAGES_TAG } from './messages-host.ts';
import { adoptStyles } from './sheets.ts';
import baseCss from './base.css?inline';
import messagesCss from './messages.css?inline';

function useLanguage() {
  const stored = useStore($language);
  const configs = useStore($serverConfig);
  const i18nEnabled = !Object.values(configs).some((c) => c && !c.czyInternacjonalizacja);
  const lang = resolveLanguage({ stored, htmlLang: document.documentElement.lang, i18nEnabled });
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

function Snackbar() {
  const s = useStore($snackbar);
  const { t } = useLanguage();
  const ready = useLiveRegionReady();
  return (
    <div className="g-snackbar-region" role="status" aria-live="polite">
      {ready && s && (
        <div className="g-snackbar" onMouseEnter={pauseSnackbar} onFocus={pauseSnackbar}>
          <span className="g-snackbar-text">{s.text}</span>
          <button type="button" className="g-link-button" onClick={s.paused ? resumeSnackbar : pauseSnackbar}>
            {s.paused ? t('wspolne.wznow') : t('wspolne.wstrzymaj')}
          </button>
          <button
            type="button"
            className="g-icon-button"
            onClick={closeSnackbar}
            aria-label={t('wspolne.zamknij')}
          >
            ×
          </button>
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
