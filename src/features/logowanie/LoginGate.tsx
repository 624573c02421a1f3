import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { withTexts } from '../../core/i18n/index.ts';
import { $loggedIn } from '../../core/stores/session.ts';
import { $subject } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { Loader } from '../../ui/Loader.tsx';
import { sessionClock } from '../../ui/session.ts';
import { sheetFor } from '../../ui/sheets.ts';
import '../../ui/konto/texts.ts';

type InlineLoginModule = {
  InlineLogin: ComponentType<{ form: HTMLElement | null; usluga?: string }>;
  inlineLoginStyles: readonly string[];
};
let loaded: InlineLoginModule | null = null;

/**
 * The logged-out gates of the page, as their hosts: the first in document order shows the login form, the
 * others say where it is (issue 16: one inline login serves every protected widget of a CMS page).
 */
const $gates = atom<readonly HTMLElement[]>([]);
const byDocumentOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** The widget whose header ended the session: its login notice takes the focus (LoginGate). */
let loggedOutFrom: Node | null = null;

/** Whether `host` is the widget whose "Wyloguj" was used (once: the mark is cleared). */
function takeLogoutFocus(host: Node): boolean {
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
function SessionBar() {
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

/** Inside a gate already: a nested gate (the payment result within the dues) draws no second header. */
const InGate = createContext(false);

/**
 * Wraps the content of a protected widget (spec 01 §6, issue 4 "Embedded use"): logged in (full or restricted
 * token), the content; logged out, the login form in place — the same form as `<gmina-logowanie>`, fetched
 * only when needed, with its styles added to this widget's shadow root. After success nothing navigates:
 * the page stays, and every widget of the page sees the login at once (the stores are shared). `usluga` (the
 * service's title in the reader's language) is named in the notice, so several gates of one page say which is which.
 * Logged in on a CMS page, the content has a header with the subject and "Wyloguj" (`SessionBar`; the portal has its
 * menu, `naglowek={false}` for a widget with its own); after that logout the widget's notice takes the focus.
 */
export function LoginGate({
  children,
  usluga,
  naglowek = true,
}: {
  children: ReactNode;
  usluga?: string;
  naglowek?: boolean;
}) {
  const { inPortal } = useWidget();
  const inGate = useContext(InGate);
  const loggedIn = useStore($loggedIn);
  const [mod, setMod] = useState<InlineLoginModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const gates = useStore($gates);
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const root = ref.current?.getRootNode();
    const el = root instanceof ShadowRoot ? (root.host as HTMLElement) : ref.current;
    if (loggedIn || !el) return;
    setHost(el);
    $gates.set([...$gates.get(), el].sort(byDocumentOrder));
    return () => $gates.set($gates.get().filter((g) => g !== el));
  }, [loggedIn]);

  useEffect(() => {
    if (loggedIn || mod) return;
    import('./InlineLogin.tsx').then(withTexts).then(
      (m) => {
        loaded = m;
        setMod(m);
      },
      () => setFailed(true),
    );
  }, [loggedIn, mod]);

  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (!mod || !(root instanceof ShadowRoot)) return;
    const sheets = mod.inlineLoginStyles.map(sheetFor).filter((s) => !root.adoptedStyleSheets.includes(s));
    if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  }, [mod]);

  useEffect(() => {
    // logged out from this widget's header: focus stays in the widget, on the notice that replaced its content
    if (!loggedIn && mod && host && takeLogoutFocus(host))
      ref.current?.querySelector<HTMLElement>('.g-intro')?.focus();
  }, [loggedIn, mod, host]);

  if (loggedIn)
    return (
      <InGate.Provider value={true}>
        {naglowek && !inPortal && !inGate && <SessionBar />}
        {children}
      </InGate.Provider>
    );
  return (
    <div ref={ref} className="g-login-gate">
      {mod && host ? (
        <mod.InlineLogin form={gates[0] === host ? null : (gates[0] ?? null)} usluga={usluga} />
      ) : failed ? null : (
        <Loader />
      )}
    </div>
  );
}
