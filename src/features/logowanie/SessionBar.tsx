import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $subject } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { sessionClock } from '../../ui/session.ts';
import '../../ui/konto/texts.ts';

/** The widget whose header ended the session: its login notice takes the focus (LoginGate). */
let loggedOutFrom: Node | null = null;

/** Whether `host` is the widget whose "Wyloguj" was used (once: the mark is cleared). */
export function takeLogoutFocus(host: Node): boolean {
  if (loggedOutFrom !== host) return false;
  loggedOutFrom = null;
  return true;
}

/**
 * The header of a protected widget on a CMS page (issue 27 item 1): the current subject and "Wyloguj". A CMS page
 * has no portal menu, and a resident on a shared computer must be able to end the session from the service in
 * use: the server's logout, then the stores clear in every widget of the page and (through the storage event)
 * in every tab of this origin, as the portal's "Wyloguj" does.
 */
export function SessionBar() {
  const { t, api } = useWidget();
  const subject = useStore($subject);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="g-toolbar g-pasek-sesji">
      {subject && <span>{t('sesjaKonta.podmiot', { nazwa: subject.nazwa })}</span>}
      <span className="g-spacer" />
      <button
        type="button"
        className="g-button g-secondary"
        onClick={() => {
          const root = ref.current?.getRootNode();
          loggedOutFrom = root instanceof ShadowRoot ? root.host : null;
          void sessionClock(api, t).logout();
        }}
      >
        {t('sesjaKonta.wyloguj')}
      </button>
    </div>
  );
}
