/**
 * Return addresses (issue 4 "no open redirect"): `returnUrl` must be an address on one of the portal origins,
 * `link` a path of the same site. Anything a browser or a URL parser could read as another host is refused:
 * protocol-relative `//host`, `/\host`, schemes (`javascript:`), user info, encoded or whitespace-smuggled
 * variants. The check is strict on purpose: a legitimate portal never sends such values.
 */

/** Printable ASCII without space or backslash: what a browser would otherwise strip or reinterpret. */
const BEZPIECZNE = /^[\x21-\x5b\x5d-\x7e]+$/;
const MAKS = 2048;

/** Percent-decodes until stable (at most a few rounds); null when the encoding is broken. */
function rozkoduj(s: string): string | null {
  let v = s;
  for (let i = 0; i < 4; i++) {
    let n: string;
    try {
      n = decodeURIComponent(v);
    } catch {
      return null;
    }
    if (n === v) return v;
    v = n;
  }
  return null;
}

/** After decoding: a backslash, a control character or a scheme (`javascript:`) has no place in a path. */
const podejrzany = (s: string) => /[\\\x00-\x1f\x7f]/.test(s) || /^[a-z][a-z0-9+.-]*:/i.test(s);

/** True for a full address on one of `origins` (exact scheme, host and port; no user info). */
export function isAllowedReturnUrl(url: unknown, origins: readonly string[]): url is string {
  if (typeof url !== 'string' || url.length > MAKS || !BEZPIECZNE.test(url)) return false;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  if (!origins.includes(u.origin)) return false;
  // what was written must already be that origin, so no parser normalisation decided the host
  if (url !== u.origin && !url.startsWith(u.origin + '/') && !url.startsWith(u.origin + '#')) return false;
  const reszta = url.slice(u.origin.length);
  const sciezka = rozkoduj(reszta);
  if (sciezka === null || sciezka.includes('\\') || /[\x00-\x1f\x7f]/.test(sciezka)) return false;
  // as for a link: a path, or a route in the fragment (hash routing), starting with `//` reads as another host
  const hash = reszta.indexOf('#');
  const czesci = [reszta.slice(0, hash >= 0 ? hash : undefined), hash >= 0 ? reszta.slice(hash + 1) : ''];
  return czesci.every((c) => !rozkoduj(c.split('?')[0]!)?.startsWith('//'));
}

/** True for a path of the portal itself: `/` then not `/` or `\`, with no scheme even after decoding. */
export function isAllowedLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.length > MAKS || !BEZPIECZNE.test(link)) return false;
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const r = rozkoduj(link);
  if (r === null || !r.startsWith('/') || r.startsWith('//') || podejrzany(r.slice(1)) || podejrzany(r)) {
    return false;
  }
  if (r.includes('\\') || /[\x00-\x1f\x7f]/.test(r)) return false;
  const baza = 'http://portal.invalid';
  try {
    return new URL(link, baza).origin === baza && new URL(r, baza).origin === baza;
  } catch {
    return false;
  }
}

const TRASY_POWROTU = [
  '/return-url-ok',
  '/return-url-blad',
  '/return-url-potwierdz',
  '/aktywacja-return-url',
  '/nowe-haslo',
];

/**
 * The address of portal route `trasa` next to an allowed `returnUrl`, with `parametry` in its query. The
 * return address may be the portal's base (`https://portal/`, `https://cms/portal#`) or already one of its
 * return routes (`…/return-url-ok`): the route then replaces that one. Hash routing (a `#` in the address)
 * keeps the route and the query inside the fragment.
 */
export function routeAddress(returnUrl: string, trasa: string, parametry: Record<string, string>): string {
  const hash = returnUrl.indexOf('#');
  const [przed, sciezka] =
    hash >= 0 ? [returnUrl.slice(0, hash + 1), returnUrl.slice(hash + 1)] : ['', returnUrl];
  let baza = sciezka.split('?')[0]!.replace(/\/+$/, '');
  const znana = TRASY_POWROTU.find((t) => baza.endsWith(t));
  if (znana) baza = baza.slice(0, -znana.length);
  const query = new URLSearchParams(parametry).toString();
  return `${przed}${baza}${trasa}${query ? `?${query}` : ''}`;
}
