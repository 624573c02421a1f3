import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { $serverConfig } from '../core/api/konfiguracja.ts';
import { fixedT, loadLanguage } from '../core/i18n/index.ts';
import { resolveLanguage } from '../core/i18n/languages.ts';
import { $dialog, closeDialog } from '../core/stores/dialog.ts';
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

function Snackbar() {
  const s = useStore($snackbar);
  const { t } = useLanguage();
  return (
    <div className="g-snackbar-region" role="status" aria-live="polite">
      {s && (
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (d && !el.open) el.showModal();
    if (!d && el.open) el.close();
  }, [d]);
  return (
    <dialog
      ref={ref}
      className="g-dialog"
      aria-labelledby="g-info-title"
      onClose={() => $dialog.get() && closeDialog()}
    >
      {d && (
        <>
          <h2 id="g-info-title">{d.title}</h2>
          {d.text && <p>{d.text}</p>}
          <div className="g-dialog-actions">
            <button type="button" className="g-button" onClick={closeDialog} autoFocus>
              {t('wspolne.ok')}
            </button>
          </div>
        </>
      )}
    </dialog>
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
