/**
 * The contract's calls of each service, from the widgets' declarations (their `api`): what the server needs
 * of the registry for its per-service technical break and its guards. Not part of the browser bundle.
 */
import { uslugi } from './uslugi.ts';

/**
 * The services using each call of the contract (path → service ids): a call answers 503 while every one of
 * them is in its technical break (spec 01 §4).
 */
export const uslugiSciezek: Readonly<Record<string, readonly number[]>> = uslugi.reduce<
  Record<string, number[]>
>((mapa, u) => {
  for (const p of u.api) (mapa[p] ??= []).push(u.id);
  return mapa;
}, {});
