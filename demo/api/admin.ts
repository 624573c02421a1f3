/**
 * Maintenance switch for demos and office IT (spec 01 §4 technical break):
 *   tsx demo/api/admin.ts przerwa on|off      whole site
 *   tsx demo/api/admin.ts uslugi 1,2          these services (`uslugi -` clears the list)
 *   tsx demo/api/admin.ts status              show the current state
 *   tsx demo/api/admin.ts ustawienia czyCaptcha=true czasSesji=60000   office flags (POST /admin/ustawienia)
 *   tsx demo/api/admin.ts podmiot jan.kowalski 5252525259   the office confirms a PESEL or NIP of an account
 * Options: --url (API base, default $GMINA_API_URL or http://127.0.0.1:4173/api), --token (default
 * $GMINA_ADMIN_TOKEN; no built-in default: the server's token is set by its operator or printed at a demo start).
 */
import { parseArgs } from 'node:util';

const USAGE =
  'Użycie: admin.ts przerwa on|off | uslugi 1,2|- | status | ustawienia klucz=wartosc… | podmiot LOGIN PESEL|NIP  [--url URL] [--token TOKEN]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.GMINA_API_URL || 'http://127.0.0.1:4173/api' },
    token: { type: 'string', default: process.env.GMINA_ADMIN_TOKEN || '' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function request(): { path: string; body?: unknown } {
  const [cmd, arg] = positionals;
  if (cmd === 'ustawienia' && positionals.length > 1) {
    const zmiany: Record<string, unknown> = {};
    for (const para of positionals.slice(1)) {
      const [klucz, wartosc] = para.split('=', 2);
      if (!klucz || wartosc === undefined) fail(`Niepoprawne ustawienie: ${para}\n${USAGE}`);
      try {
        zmiany[klucz] = JSON.parse(wartosc);
      } catch {
        fail(`Wartość ${klucz} musi być true, false albo liczbą: ${wartosc}`);
      }
    }
    return { path: '/admin/ustawienia', body: zmiany };
  }
  if (cmd === 'podmiot' && positionals.length === 3) {
    const numer = positionals[2]!.replace(/[\s-]/g, '');
    if (!/^\d{10}(\d)?$/.test(numer)) fail(`PESEL ma 11 cyfr, NIP 10: ${positionals[2]}\n${USAGE}`);
    return {
      path: '/admin/podmioty/potwierdzenie',
      body: { login: arg, [numer.length === 11 ? 'pesel' : 'nip']: numer },
    };
  }
  if (cmd === 'status') return { path: '/admin/przerwa-techniczna' };
  if (cmd === 'przerwa' && (arg === 'on' || arg === 'off')) {
    return { path: '/admin/przerwa-techniczna', body: { czyPrzerwaTechniczna: arg === 'on' } };
  }
  if (cmd === 'uslugi' && arg !== undefined) {
    const ids = arg === '-' || arg === '' ? [] : arg.split(',').map((s) => Number(s.trim()));
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) fail(`Niepoprawna lista usług: ${arg}\n${USAGE}`);
    return { path: '/admin/przerwa-techniczna-uslugi', body: { uslugi: ids } };
  }
  return fail(USAGE);
}

const { path, body } = request();
if (!values.token) {
  fail(
    'Brak tokenu administratora: podaj --token TOKEN albo ustaw GMINA_ADMIN_TOKEN (ten sam, z którym uruchomiono serwer; `npm start` wypisuje go przy starcie).',
  );
}
const base = values.url.replace(/\/+$/, '');
try {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${values.token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) fail(`HTTP ${res.status}: ${text}`);
  console.log(text);
} catch (e) {
  fail(`Brak połączenia z ${base}: ${(e as Error).message}`);
}
