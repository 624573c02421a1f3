import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $userInfo, loadAccountOnce } from '../../core/account.ts';
import type { Api } from '../../core/api/client.ts';
import { $loggedIn } from '../../core/stores/session.ts';

/**
 * The logged-in account for a widget: with a stored token but no user loaded yet (a page load, a login in
 * another tab) the account is loaded once for the page, however many widgets ask.
 */
export function useAccount(api: Api) {
  const loggedIn = useStore($loggedIn);
  const user = useStore($userInfo);
  useEffect(() => {
    if (!loggedIn || user) return;
    loadAccountOnce(api).catch(() => undefined);
  }, [loggedIn, user, api]);
  useEffect(() => {
    // logout or expiry anywhere clears the tokens: forget the user too
    if (!loggedIn && $userInfo.get()) $userInfo.set(null);
  }, [loggedIn]);
  return { loggedIn, user };
}
