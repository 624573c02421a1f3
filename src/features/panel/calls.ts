/** The user panel's calls (spec 01 §7 "Account"), over the contract of `core/api/konto.ts`. */
import type { Api } from '../../core/api/client.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { accountCodeText } from '../../ui/api-error.ts';
import {
  konfiguracja2FaSchema,
  kontoPaths,
  okSchema,
  userInfoSchema,
  zgodySchema,
  type Zgody,
} from '../../core/api/konto.ts';

export const zmienHaslo = (api: Api, body: { noweHaslo: string; stareHaslo: string }) =>
  api.json(kontoPaths.zmianaHasla, okSchema, { method: 'POST', body });

export const zmienEmail = (api: Api, body: { nowyEmail: string; haslo: string }) =>
  api.json(kontoPaths.zmianaEmaila, okSchema, { method: 'POST', body });

export const pobierzZgody = (api: Api) => api.json(kontoPaths.zgody, zgodySchema);

/**
 * Saves the consents with the language the dialog is shown in (`jezyk`, spec 01 §7's language parameter): the
 * account's payment reminders are written in it (server/przypomnienia.ts).
 */
export const zapiszZgody = (api: Api, body: Zgody, jezyk: Language) =>
  api.json(kontoPaths.zgody, okSchema, { method: 'POST', body: { ...body }, query: { jezyk } });

/** What proves the person (issue 11 item 4): the password, or the authenticator's code. */
export interface Potwierdzenie {
  haslo: string | null;
  totp: string | null;
}

/**
 * A typed confirmation as the server takes it: six digits (spaces ignored) are a code of the authenticator, since
 * no password can be that (spec 01 §5: 8+ characters with letters); anything else is the password.
 */
export function potwierdzenie(wpisane: string): Potwierdzenie {
  const cyfry = wpisane.replace(/\s/g, '');
  return /^\d{6}$/.test(cyfry) ? { haslo: null, totp: cyfry } : { haslo: wpisane, totp: null };
}

export const usunKonto = (api: Api, body: Potwierdzenie) =>
  api.json(kontoPaths.usunKonto, okSchema, { method: 'DELETE', body: { ...body } });

export const pobierz2Fa = (api: Api) => api.json(kontoPaths.konfiguracja2Fa, konfiguracja2FaSchema);

export const zapisz2Fa = (
  api: Api,
  body: { czy2FaAktywne: boolean; totp: string | null; haslo?: string | null },
) => api.json(kontoPaths.konfiguracja2Fa, okSchema, { method: 'POST', body });

export const pobierzUzytkownika = (api: Api) => api.json(kontoPaths.userInfo, userInfoSchema);

/**
 * The description of a failed call (spec 01 §8 "description as notification"): the client's own text of a known
 * account code in the reader's language (issue 12 item 3), else the server's.
 */
export function opisOf(e: unknown, t: TFunction): string | undefined {
  return accountCodeText(t, e) ?? ((e as { opis?: string } | null)?.opis || undefined);
}

/** The server's error code of a failed call. */
export const kodOf = (e: unknown): number | undefined => (e as { kod?: number } | null)?.kod;
