/**
 * The page's one session clock and account load, shared by every widget that needs a logged-in user (the
 * portal, `<gmina-sesja>`, `<gmina-podmiot>`, the user panel): whichever mounts first starts them. The clock's
 * reactions use the page's shared dialog: the warning with "Przedłuż sesję" (spec 01 §4, WCAG 2.2.1) and
 * 'Sesja została zakończona', whose OK returns to `/` (spec 01 §4, §8).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { TFunction } from '../core/i18n/index.ts';
import type { Api } from '../core/api/client.ts';
import { $userInfo, loadAccountOnce } from '../core/account.ts';
import type { UserInfo } from '../core/api/konto.ts';
import { requestNavigation } from '../core/navigation.ts';
import { apiSessionDeps, createSessionClock, type SessionClock } from '../core/session-clock.ts';
import { dismissDialog, openDialog, type DialogState } from '../core/stores/dialog.ts';
import { $maintenance } from '../core/stores/maintenance.ts';
import { $loggedIn, $token, setSessionExtender } from '../core/stores/session.ts';
import { $subjects } from '../core/stores/subject.ts';
import { useWidget } from './context.ts';
import './konto/texts.ts';

let clock: SessionClock | null = null;
let texts: TFunction | null = null;
let loading: Promise<unknown> | null = null;
/** Spec 01 §4: the first-login dialog once per tab and login (kept for the tab, so a reload does not repeat it). */
const FIRST_LOGIN_SHOWN = 'gmina:pierwszeLogowaniePokazane';

function start(api: Api): SessionClock {
  let warning: DialogState | null = null;
  const t = (key: string) => (texts ? texts(key) : key);
  const c = createSessionClock({
    ...apiSessionDeps(api),
    onWarning() {
      warning = {
        title: t('sesjaKonta.ostrzezenie'),
        text: t('sesjaKonta.ostrzezenieTresc'),
        yesLabel: t('sesjaKonta.przedluz'),
        noLabel: t('wspolne.zamknij'),
        onConfirm: () => void c.extend(),
      };
      openDialog(warning);
    },
    onWarningOver() {
      if (warning) dismissDialog(warning);
      warning = null;
    },
    onEnded() {
      if (warning) dismissDialog(warning);
      warning = null;
      // a 503 clears the session too: the break page says enough
      if ($maintenance.get()) return;
      openDialog({ title: t('sesjaKonta.zakonczona'), onClose: () => requestNavigation('/') });
    },
  });
  setSessionExtender(() => void c.extend());
  // what was loaded for the user goes with the session (logout, expiry, another tab, HTTP 401)
  $loggedIn.listen((loggedIn) => {
    if (loggedIn) return;
    $userInfo.set(null);
    $subjects.set([]);
  });
  return c;
}

/** The page's session clock, started on first use with that widget's API client. */
export function sessionClock(api: Api, t?: TFunction): SessionClock {
  if (t) texts = t;
  clock ??= start(api);
  return clock;
}

/**
 * Spec 01 §4: the first-login dialog for a logged-in, confirmed user with the first-login flag, once per tab and
 * login, after the account is loaded — also when a login's own load answered before this page asked (the
 * sessionStorage mark keeps it to one).
 */
function firstLoginDialog(user: UserInfo | null): void {
  if (!user?.czyPierwszeLogowanie || user.czyNiepotwierdzony || !$token.get()) return;
  try {
    if (sessionStorage.getItem(FIRST_LOGIN_SHOWN) === user.login) return;
    sessionStorage.setItem(FIRST_LOGIN_SHOWN, user.login);
  } catch {
    /* no storage in this frame: shown on each load */
  }
  const t = (key: string) => (texts ? texts(key) : key);
  openDialog({ title: t('sesjaKonta.witaj'), text: t('sesjaKonta.witajTresc') });
}

/** Loads the user and subjects once per login (a stored token at page load, or a login in another tab). */
export function ensureAccount(api: Api): Promise<unknown> {
  // loaded already (a login's own load answered first): the first-login dialog is still due
  if ($userInfo.get()) return Promise.resolve(firstLoginDialog($userInfo.get()));
  loading ??= loadAccountOnce(api)
    .then(firstLoginDialog)
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * For a widget that shows logged-in things: starts the page's session clock and loads the account when a
 * token is there and the account is not loaded yet. Returns whether someone is logged in.
 */
export function useAccountSession(): { loggedIn: boolean; clock: SessionClock } {
  const { api, t } = useWidget();
  const loggedIn = useStore($loggedIn);
  const c = sessionClock(api, t);
  useEffect(() => {
    if (loggedIn) void ensureAccount(api);
  }, [loggedIn, api]);
  return { loggedIn, clock: c };
}
