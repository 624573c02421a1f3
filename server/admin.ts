/**
 * Maintenance switch for demos and office IT (spec 01 §4 technical break):
 *   tsx server/admin.ts przerwa on|off      whole site
 *   tsx server/admin.ts uslugi 1,2          these services (`uslugi -` clears the list)
 *   tsx server/admin.ts status              show the current state
 *   tsx server/admin.ts ustawienia czyCaptcha=true czasSesji=60000   office flags (POST /admin/ustawienia)
 *   tsx server/admin.ts urzad "Nowa Wieś" "Nowej Wsi" [NIP]   the office's name, in the locative, and its NIP
 *                                           (`urzad`: show it)
 *   tsx server/admin.ts podmiot jan.kowalski 5252525259   the office confirms a PESEL or NIP of an account
 *   tsx server/admin.ts kafelki 12,7,10     home page service tiles in this order (`kafelki -` none)
 *   tsx server/admin.ts wylaczone 5,11      services switched off: out of the tiles and site map (`-` none)
 *   tsx server/admin.ts dokumenty lista.json   the office's PDF list: [{"tytul","plik","grupa"?}, …] (`-` stdin)
 *   tsx server/admin.ts zaksieguj [ID,ID]   post accepted online payments now (all, or the named transfers)
 *   tsx server/admin.ts sprawdz             re-check unsure payments and expire unfinished ones now
 *   tsx server/admin.ts przypomnienia [--dzien 2026-03-08]   send the payment reminders of that office day now
 *                                           (default today); prints {dzien, wyslane, wiadomosci, pominiete, bledy}
 * Options: --url (API base, default $GMINA_API_URL or http://127.0.0.1:4173/api), --token (default
 * $GMINA_ADMIN_TOKEN; no built-in default: the server's token is set by its operator or printed at a demo start).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE =
  'Użycie: admin.ts przerwa on|off | uslugi 1,2|- | status | ustawienia klucz=wartosc… | urzad [NAZWA MIEJSCOWNIK [NIP]] | podmiot LOGIN PESEL|NIP | kafelki 1,2|- | wylaczone 1,2|- | dokumenty PLIK.json|- | zaksieguj [ID,…] | sprawdz | przypomnienia [--dzien RRRR-MM-DD]  [--url URL] [--token TOKEN]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.GMINA_API_URL || 'http://127.0.0.1:4173/api' },
    token: { type: 'string', default: process.env.GMINA_ADMIN_TOKEN || '' },
    dzien: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** `1,2,3` → service ids; `-` or empty → none. */
function listaUslug(arg: string): number[] {
  const ids = arg === '-' || arg === '' ? [] : arg.split(',').map((s) => Number(s.trim()));
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) fail(`Niepoprawna lista usług: ${arg}\n${USAGE}`);
  return ids;
}

function request(): { path: string; body?: unknown } {
  const [cmd, arg] = positionals;
  if (cmd === 'ustawienia' && positionals.length > 1) {
    const zmiany: Record<string, unknown> = {};
    for (const para of positionals.slice(1)) {
      const [klucz, wartosc] = para.split('=', 2);
      if (!klucz || wartosc === undefined) fail(`Niepoprawne ustawienie: ${para}\n${USAGE}`);
      try {
        // an account number (26 digits, `rachunekZbiorczy`) stays text: as a JSON number it would lose its digits
        zmiany[klucz] = /^\d{26}$/.test(wartosc) ? wartosc : JSON.parse(wartosc);
      } catch {
        fail(`Wartość ${klucz} musi być true, false albo liczbą: ${wartosc}`);
      }
    }
    return { path: '/admin/ustawienia', body: zmiany };
  }
  if (cmd === 'urzad' && positionals.length === 1) return { path: '/admin/urzad' };
  if (cmd === 'urzad' && (positionals.length === 3 || positionals.length === 4)) {
    const nip = positionals[3]?.replace(/[\s-]/g, '');
    return {
      path: '/admin/urzad',
      body: { nazwaGminy: arg, nazwaGminyMiejscownik: positionals[2], ...(nip ? { nip } : {}) },
    };
  }
  if (cmd === 'podmiot' && positionals.length === 3) {
    const numer = positionals[2]!.replace(/[\s-]/g, '');
    if (!/^\d{10}(\d)?$/.test(numer)) fail(`PESEL ma 11 cyfr, NIP 10: ${positionals[2]}\n${USAGE}`);
    return {
      path: '/admin/podmioty/potwierdzenie',
      body: { login: arg, [numer.length === 11 ? 'pesel' : 'nip']: numer },
    };
  }
  if ((cmd === 'kafelki' || cmd === 'wylaczone') && arg !== undefined) {
    return { path: '/admin/wybor-uslug', body: { [cmd]: listaUslug(arg) } };
  }
  if (cmd === 'dokumenty' && arg !== undefined) {
    try {
      return {
        path: '/admin/dokumenty',
        body: { dokumenty: JSON.parse(readFileSync(arg === '-' ? 0 : arg, 'utf8')) },
      };
    } catch (e) {
      fail(`Nie można odczytać listy dokumentów ${arg}: ${(e as Error).message}`);
    }
  }
  if (cmd === 'zaksieguj') {
    return { path: '/admin/platnosci/zaksieguj', body: arg ? { idPrzelewu: arg.split(',') } : {} };
  }
  if (cmd === 'sprawdz') return { path: '/admin/platnosci/sprawdz', body: {} };
  if (cmd === 'przypomnienia' && positionals.length === 1) {
    if (values.dzien !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.dzien))
      fail(`Dzień podaje się jako RRRR-MM-DD: ${values.dzien}\n${USAGE}`);
    return { path: '/admin/przypomnienia', body: values.dzien ? { dzien: values.dzien } : {} };
  }
  if (cmd === 'status') return { path: '/admin/przerwa-techniczna' };
  if (cmd === 'przerwa' && (arg === 'on' || arg === 'off')) {
    return { path: '/admin/przerwa-techniczna', body: { czyPrzerwaTechniczna: arg === 'on' } };
  }
  if (cmd === 'uslugi' && arg !== undefined) {
    return { path: '/admin/przerwa-techniczna-uslugi', body: { uslugi: listaUslug(arg) } };
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
