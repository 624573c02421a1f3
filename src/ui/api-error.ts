import type { TFunction } from '../core/i18n/index.ts';
import { ApiError } from '../core/api/client.ts';
import { kodyBledow } from '../core/api/konto.ts';
import './konto/texts.ts';

const known = new Set<number>(Object.values(kodyBledow));

/**
 * The client's own text of a known account code (issue 12 item 3): said in the reader's language whatever
 * language the server answered in. Undefined for any other code.
 */
export function accountCodeText(t: TFunction, e: unknown): string | undefined {
  const kod = (e as { kod?: unknown } | null)?.kod;
  return typeof kod === 'number' && known.has(kod) ? t(`bledyKonta.k${kod}`) : undefined;
}

/**
 * What a form shows for a failed account call (spec 01 §8 "server description (opis) shown"): the client's own
 * text of a known account code, else the server's `opis` (in the call's language where the server has it), else
 * the generic data-fetch failure text.
 */
export function apiErrorText(t: TFunction, e: unknown): string {
  const own = accountCodeText(t, e);
  if (own) return own;
  if (e instanceof ApiError && e.opis) return e.opis;
  return t('wspolne.bladPobierania');
}

/** The server's error code of a failed call, if any. */
export const apiErrorCode = (e: unknown): number | undefined => (e instanceof ApiError ? e.kod : undefined);
