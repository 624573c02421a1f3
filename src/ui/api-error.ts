import type { TFunction } from '../core/i18n/index.ts';
import { ApiError } from '../core/api/client.ts';

/**
 * What a form shows for a failed account call (spec 01 §8 "server description (opis) shown"): the server's
 * `opis` when it sent one, else the generic data-fetch failure text.
 */
export function apiErrorText(t: TFunction, e: unknown): string {
  if (e instanceof ApiError && e.opis) return e.opis;
  return t('wspolne.bladPobierania');
}

/** The server's error code of a failed call, if any. */
export const apiErrorCode = (e: unknown): number | undefined => (e instanceof ApiError ? e.kod : undefined);
