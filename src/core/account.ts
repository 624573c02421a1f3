/**
 * The logged-in account on this page (spec 01 §4 "Login", "Session", "Subject context"): what a successful
 * login stores, and what every page load with a stored token loads again (user info, session length, subjects).
 * Framework-free; the login screen, the portal and the protected widgets share it.
 */
import { atom } from 'nanostores';
import type { Api } from './api/client.ts';
import {
  kontoPaths,
  listaPodmiotowSchema,
  userInfoSchema,
  type LoginResponse,
  type UserInfo,
} from './api/konto.ts';
import {
  $nip,
  $pesel,
  $restrictedToken,
  $sessionEnd,
  $sessionLength,
  $token,
  $unconfirmed,
} from './stores/session.ts';
import { $subjects, chooseSubject, currentSubject } from './stores/subject.ts';

/** The user's data once loaded (not persisted: loaded again on each page load). */
export const $userInfo = atom<UserInfo | null>(null);

/** Stores the token of a login (spec 01 §6: a restricted token is kept apart from the full one). */
export function storeLoginToken(
  res: Pick<LoginResponse, 'token' | 'czyOgraniczony' | 'czyNiepotwierdzony'>,
): void {
  if (res.czyOgraniczony) {
    $restrictedToken.set(res.token);
    $token.set(undefined);
  } else {
    $token.set(res.token);
    $restrictedToken.set(undefined);
  }
  $unconfirmed.set(res.czyNiepotwierdzony);
}

/**
 * Loads the user, the session length and the subjects (spec 01 §4: "success stores the token and session end,
 * loads subjects"). The stored NIP or PESEL selects the current subject; when none is stored (or it is no
 * longer on the list), the account's own subject is chosen, else the first.
 */
export async function loadAccount(api: Api, now = () => Date.now()): Promise<UserInfo> {
  const user = await api.json(kontoPaths.userInfo, userInfoSchema);
  $userInfo.set(user);
  $sessionLength.set(user.czasSesji);
  $sessionEnd.set(now() + user.czasSesji);
  const { podmioty } = await api.json(kontoPaths.listaPodmiotow, listaPodmiotowSchema);
  $subjects.set(podmioty);
  if (!currentSubject(podmioty, $nip.get(), $pesel.get())) {
    const own =
      podmioty.find((p) => (user.czyInstytucja ? p.nip === user.nip : p.pesel === user.pesel)) ?? podmioty[0];
    if (own) chooseSubject(own);
  }
  return user;
}

const loading = new Map<string, Promise<UserInfo>>();

/**
 * `loadAccount` once for the page however many parts ask at the same time (the portal at start, a login
 * element, a protected widget): one userInfo and one subjects call per API.
 */
export function loadAccountOnce(api: Api): Promise<UserInfo> {
  let p = loading.get(api.baseURL);
  if (!p) {
    p = loadAccount(api).finally(() => loading.delete(api.baseURL));
    loading.set(api.baseURL, p);
  }
  return p;
}

/** A successful login: store the token, then load the account. */
export async function completeLogin(api: Api, res: LoginResponse): Promise<UserInfo> {
  storeLoginToken(res);
  return loadAccountOnce(api);
}
