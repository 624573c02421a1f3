/**
 * The contract's calls of each service, from the widgets' declarations (their `api`): what the server needs
 * of the registry for its per-service technical break and its guards. Not part of the browser bundle.
 */
import { uslugi, type Wymagany } from './uslugi.ts';

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

/**
 * The kind of subject a protected call needs (spec 02 §6), from the declarations of the services making it. A
 * call no service declares, one a public service makes, or one whose services need different kinds of subject
 * is an error of the declarations: the server refuses to start.
 */
export function wymaganyWywolania(sciezka: string): Wymagany {
  const uzywajace = uslugi.filter((u) => u.api.includes(sciezka));
  const blad = (opis: string) => new Error(`${sciezka}: ${opis} (src/widgets/*/declaration.ts, api)`);
  if (uzywajace.length === 0) throw blad('no service declares this protected call');
  if (uzywajace.some((u) => !u.chroniona)) throw blad('a public service declares this protected call');
  const rodzaje = [...new Set(uzywajace.map((u) => u.wymagany))];
  if (rodzaje.length > 1) throw blad('the services making this call need different kinds of subject');
  return rodzaje[0]!;
}
