import { createElement, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $serverConfig } from '../core/api/konfiguracja.ts';
import { $userInfo } from '../core/account.ts';
import { loaderInfo } from '../core/config.ts';
import { languages, type Language } from '../core/i18n/languages.ts';
import { $loggedIn } from '../core/stores/session.ts';
import { $contrast, $fontSize, $language, fontSizes, toggleContrast } from '../core/stores/settings.ts';
import { useWidget } from '../ui/context.ts';
import { sessionClock } from '../ui/session.ts';
import { Icon } from './Icon.tsx';
import { Link, usePortal } from './portal-context.tsx';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
const languageNames: Record<Language, string> = {
  pl: 'Polski',
  en: 'English',
  de: 'Deutsch',
  uk: 'Українська',
};
const sizeLabels = { mala: 'A', duza: 'A+', bardzo_duza: 'A++' } as const;

/**
 * Top bar (spec 01 §2): menu button on small screens, language picker (only with internationalisation),
 * contrast toggle, three font-size buttons, user icon with the user menu.
 */
export function TopBar({
  menuOpen,
  onMenu,
  children,
}: {
  menuOpen: boolean;
  onMenu: () => void;
  /** Put first in the banner: the skip link. */
  children?: ReactNode;
}) {
  const { t, api, lang } = useWidget();
  const { go } = usePortal();
  const contrast = useStore($contrast);
  const size = useStore($fontSize);
  const loggedIn = useStore($loggedIn);
  const user = useStore($userInfo);
  const i18nOn = useStore($serverConfig)[api.baseURL]?.czyInternacjonalizacja ?? false;
  const [userOpen, setUserOpen] = useState(false);
  const userRef = useRef<HTMLDivElement>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsRef = useRef<HTMLDivElement>(null);
  // the session countdown and the subject chooser are elements of their own (also embeddable on a CMS page)
  useEffect(() => {
    if (!loggedIn) return;
    void loaderInfo()?.load('gmina-sesja');
    void loaderInfo()?.load('gmina-podmiot');
  }, [loggedIn]);

  // the user menu and the settings menu close on Escape and when focus or a click goes elsewhere
  useDropdown(userOpen, setUserOpen, userRef);
  useDropdown(settingsOpen, setSettingsOpen, settingsRef);

  return (
    <header className={loggedIn ? 'g-topbar g-topbar-session' : 'g-topbar'}>
      {children}
      <button
        type="button"
        className="g-icon-button g-menu-button"
        aria-expanded={menuOpen}
        aria-controls="g-side-menu"
        onClick={onMenu}
      >
        <Icon name={menuOpen ? 'zamknij' : 'menu'} />
        <span>{t(menuOpen ? 'portal.zamknijMenu' : 'portal.menu')}</span>
      </button>
      <p className="g-brand">
        <Link to="/">
          <Icon name="dom" />
          <span className="g-brand-text">{t('portal.tytul')}</span>
        </Link>
      </p>
      <div className="g-tools">
        {/* issue 12 item 8: below 60em language, contrast and text size sit in one settings menu (portal.css);
            wider, the panel is `display: contents` and its controls stand in the bar */}
        <div className="g-settings" ref={settingsRef}>
          <button
            type="button"
            className="g-icon-button g-settings-button"
            aria-expanded={settingsOpen}
            aria-controls="g-settings-panel"
            title={t('portal.ustawienia')}
            onClick={() => setSettingsOpen((o) => !o)}
          >
            <Icon name="ustawienia" />
            <span className="g-visually-hidden">{t('portal.ustawienia')}</span>
          </button>
          <div
            id="g-settings-panel"
            className={settingsOpen ? 'g-settings-panel g-settings-open' : 'g-settings-panel'}
          >
            {i18nOn && (
              <label className="g-lang">
                <span className="g-visually-hidden">{t('portal.jezyk')}</span>
                <select value={lang} onChange={(e) => $language.set(e.currentTarget.value)}>
                  {languages.map((l) => (
                    <option key={l} value={l} lang={l}>
                      {languageNames[l]}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button
              type="button"
              className="g-icon-button"
              aria-pressed={contrast}
              onClick={toggleContrast}
              title={t('portal.kontrast')}
            >
              <Icon name="kontrast" />
              <span className="g-visually-hidden">{t('portal.kontrast')}</span>
            </button>
            <div role="group" aria-label={t('portal.rozmiarTekstu')} className="g-sizes">
              {fontSizes.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={`g-size-button g-size-button-${s}`}
                  aria-pressed={size === s}
                  title={t(`portal.rozmiar.${s}`)}
                  onClick={() => $fontSize.set(s)}
                >
                  {sizeLabels[s]}
                  <span className="g-visually-hidden"> – {t(`portal.rozmiar.${s}`)}</span>
                </button>
              ))}
            </div>
          </div>
        </div>
        {loggedIn && createElement('gmina-sesja', { class: 'g-topbar-sesja' })}
        <div className="g-user" ref={userRef}>
          <button
            type="button"
            className="g-icon-button"
            aria-expanded={userOpen}
            aria-controls="g-user-menu"
            onClick={() => setUserOpen((o) => !o)}
          >
            <Icon name="uzytkownik" />
            <span className="g-visually-hidden">{t('portal.menuUzytkownika')}</span>
            {loggedIn && user && (
              <span className="g-user-name">
                {user.imie} {user.nazwisko}
              </span>
            )}
          </button>
          <ul id="g-user-menu" className="g-user-menu" hidden={!userOpen}>
            {loggedIn ? (
              <>
                {user && (
                  <li className="g-user-info">
                    <span className="g-user-login">{user.login}</span>
                  </li>
                )}
                <li className="g-user-podmiot">{createElement('gmina-podmiot')}</li>
                <li>
                  <Link to="/panel-uzytkownika" onNavigate={() => setUserOpen(false)}>
                    {t('portal.panel')}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className="g-link-button"
                    onClick={() => {
                      setUserOpen(false);
                      // spec 01 §4: cleared here and in every tab, even when the server call fails
                      void sessionClock(api, t)
                        .logout()
                        .then(() => go('/'));
                    }}
                  >
                    {t('portal.wyloguj')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to="/logowanie" onNavigate={() => setUserOpen(false)}>
                  {t('portal.zaloguj')}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </header>
  );
}

/** A menu of the bar: closes on Escape (focus back to its button) and when focus or a click goes elsewhere. */
function useDropdown(open: boolean, setOpen: (o: boolean) => void, ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
    const outside = (e: Event) => {
      if (!e.composedPath().includes(ref.current!)) setOpen(false);
    };
    const esc = (e: Event) => {
      if ((e as KeyboardEvent).key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    root?.addEventListener('keydown', esc);
    document.addEventListener('click', outside);
    root?.addEventListener('focusin', outside);
    return () => {
      root?.removeEventListener('keydown', esc);
      document.removeEventListener('click', outside);
      root?.removeEventListener('focusin', outside);
    };
  }, [open, setOpen, ref]);
}
