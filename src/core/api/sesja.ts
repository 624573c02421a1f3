/**
 * Logout (spec 01 §4): the server is told (`POST /pi/wylogowanie`, body token), and whatever it answers the
 * tokens, unconfirmed flag, session end, NIP and PESEL are cleared (spec 01 §8 "Logout call fails: ignored").
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';
import { $restrictedToken, $token, clearSession } from '../stores/session.ts';

export const sesjaPaths = { wylogowanie: '/pi/wylogowanie' } as const;

export async function logout(api: Api): Promise<void> {
  const token = $token.get() ?? $restrictedToken.get();
  try {
    if (token) await api.json(sesjaPaths.wylogowanie, z.unknown(), { method: 'POST', body: { token } });
  } catch {
    /* ignored: logout proceeds */
  } finally {
    clearSession();
  }
}
