/**
 * The captcha of the login (issue 11, item 8): the image holds no machine-readable answer (outlines, not
 * `<text>`), its letters are dark on light, each challenge is checked once and expires, and the text question
 * (the alternative for a screen-reader user) is asked in the request's language and accepts the right answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowaCaptcha, skrotOdpowiedzi } from '../../server/konto/captcha.ts';
import { ADMIN_TOKEN, adminPost } from './helpers.ts';
import { get, openKontoApi, post, HASLO_DEMO, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
  await adminPost(api.app, '/admin/ustawienia', { czyCaptcha: true }, ADMIN_TOKEN);
});
afterAll(() => api.db.close());
beforeEach(() => api.db.query('DELETE FROM nieudane_logowania'));

const svg = (obraz: string) => {
  expect(obraz).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(obraz.split(',')[1]!, 'base64').toString();
};
/** What a DOM's textContent of the SVG would read: the text between the tags. */
const tekst = (markup: string) => markup.replace(/<[^>]*>/g, '').trim();

const zaloguj = (recaptcha: string | null) =>
  post(api.app, '/uzytkownicy/getToken', { login: 'tomasz.lewandowski', haslo: HASLO_DEMO, recaptcha });

/** A fresh image challenge whose stored answer the test sets (the image itself gives none away). */
async function obrazZOdpowiedzia(odpowiedz: string) {
  const r = await get<{ id: string; obraz: string }>(api.app, '/uzytkownicy/captcha');
  expect(r.status).toBe(200);
  await api.db.query('UPDATE captcha SET skrot_odpowiedzi = $2 WHERE id = $1', [
    r.body.id,
    skrotOdpowiedzi(odpowiedz),
  ]);
  return r.body.id;
}

describe('captcha image', () => {
  it('is drawn as paths: no <text>, no font, and neither a regex nor textContent recovers the answer', async () => {
    for (let i = 0; i < 30; i++) {
      const { odpowiedz, obraz } = nowaCaptcha();
      const m = svg(obraz);
      expect(m).not.toMatch(/<(text|tspan|textPath|title|desc|foreignObject|use|style)\b/i);
      expect(m).not.toMatch(/font|aria-|data-|<!--/i);
      expect(tekst(m)).toBe('');
      expect(m.toUpperCase()).not.toContain(odpowiedz);
      // the regex that read the old image: a character between tags
      expect([...m.matchAll(/>([A-Z0-9])</g)]).toEqual([]);
      // five glyph outlines and noise curves
      expect((m.match(/<path d="[^"]+" fill="#/g) ?? []).length).toBe(5);
      expect((m.match(/fill="none" stroke=/g) ?? []).length).toBeGreaterThanOrEqual(3);
    }
    // the same through the API
    const r = await get<{ id: string; obraz: string }>(api.app, '/uzytkownicy/captcha');
    expect(Object.keys(r.body).sort()).toEqual(['id', 'obraz']);
    expect(svg(r.body.obraz)).not.toMatch(/<text/);
    expect(r.headers.get('Cache-Control')).toBe('no-store');
  });

  it('draws every glyph and curve at least 4.5:1 against its background (WCAG 1.4.3)', () => {
    const lum = (hex: string) => {
      const ch = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const [r, g, b] = ch.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (let i = 0; i < 30; i++) {
      const m = svg(nowaCaptcha().obraz);
      const tlo = /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(m)?.[1];
      expect(tlo).toBeDefined();
      const kolory = [...m.matchAll(/<path [^>]*(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((x) => x[1]!);
      expect(kolory.length).toBeGreaterThanOrEqual(8);
      for (const k of kolory) {
        const [a, b] = [lum(k), lum(tlo!)].sort((x, y) => y - x);
        expect((a! + 0.05) / (b! + 0.05), `${k} on ${tlo}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('accepts the right answer once (any case); a wrong answer uses the challenge up; it expires after 5 minutes', async () => {
    expect((await zaloguj(null)).body).toMatchObject({ kod: 1011 });

    const a = await obrazZOdpowiedzia('K7MPX');
    expect((await zaloguj(`${a}:ZZZZZ`)).body).toMatchObject({ kod: 1011 });
    expect((await zaloguj(`${a}:K7MPX`)).body).toMatchObject({ kod: 1011 });

    const b = await obrazZOdpowiedzia('K7MPX');
    expect((await zaloguj(`${b}:k7mpx`)).status).toBe(200);
    expect((await zaloguj(`${b}:K7MPX`)).body).toMatchObject({ kod: 1011 });

    const c = await obrazZOdpowiedzia('K7MPX');
    api.zegar.teraz += 5 * 60_000 + 1;
    expect((await zaloguj(`${c}:K7MPX`)).body).toMatchObject({ kod: 1011 });
    const d = await obrazZOdpowiedzia('K7MPX');
    api.zegar.teraz += 5 * 60_000 - 1_000;
    expect((await zaloguj(`${d}:K7MPX`)).status).toBe(200);
  });
});

/** The test's own reading of the questions: numbers 1–10 in words and the two operations, per language. */
const SLOWA: Record<string, string[]> = {
  pl: ['jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć', 'dziesięć'],
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  de: ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
  uk: ['один', 'два', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять", 'десять'],
};
const WZOR: Record<string, RegExp> = {
  pl: /^Ile to jest (\S+) (dodać|odjąć) (\S+)\?$/,
  en: /^What is (\S+) (plus|minus) (\S+)\?$/,
  de: /^Wie viel ist (\S+) (plus|minus) (\S+)\?$/,
  uk: /^Скільки буде (\S+) (додати|відняти) (\S+)\?$/,
};
const PLUS = new Set(['dodać', 'plus', 'додати']);

function rozwiaz(jezyk: string, pytanie: string): number {
  const m = WZOR[jezyk]!.exec(pytanie);
  expect(m, pytanie).not.toBeNull();
  const [a, b] = [m![1]!, m![3]!].map((s) => SLOWA[jezyk]!.indexOf(s) + 1);
  expect(a, pytanie).toBeGreaterThan(0);
  expect(b, pytanie).toBeGreaterThan(0);
  return PLUS.has(m![2]!) ? a! + b! : a! - b!;
}

const pytanie = async (jezyk?: string) => {
  const r = await get<{ id: string; pytanie: string }>(
    api.app,
    `/uzytkownicy/captcha?rodzaj=pytanie${jezyk ? `&jezyk=${jezyk}` : ''}`,
  );
  expect(r.status).toBe(200);
  expect(Object.keys(r.body).sort()).toEqual(['id', 'pytanie']);
  return r.body;
};

describe('captcha text question (GET /uzytkownicy/captcha?rodzaj=pytanie)', () => {
  it.each(['pl', 'en', 'de', 'uk'])(
    'is asked in %s; the right answer logs in once, a wrong one is refused',
    async (jezyk) => {
      for (let i = 0; i < 5; i++) {
        const q = await pytanie(jezyk);
        const wynik = rozwiaz(jezyk, q.pytanie);
        expect(wynik).toBeGreaterThanOrEqual(0);
        expect((await zaloguj(`${q.id}: ${wynik} `)).status).toBe(200);
        expect((await zaloguj(`${q.id}:${wynik}`)).body).toMatchObject({ kod: 1011 });

        const zle = await pytanie(jezyk);
        expect((await zaloguj(`${zle.id}:${rozwiaz(jezyk, zle.pytanie) + 1}`)).body).toMatchObject({
          kod: 1011,
        });
        expect((await zaloguj(`${zle.id}:${rozwiaz(jezyk, zle.pytanie)}`)).body).toMatchObject({ kod: 1011 });
      }
    },
  );

  it('is in Polish without jezyk, and takes an answer in words, with or without diacritics', async () => {
    const q = await pytanie();
    expect(q.pytanie).toMatch(WZOR.pl!);
    const w = rozwiaz('pl', q.pytanie);
    const slowo = [
      'zero',
      ...SLOWA.pl!,
      'jedenaście',
      'dwanaście',
      'trzynaście',
      'czternaście',
      'piętnaście',
    ][w];
    if (slowo) {
      const bez = slowo.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      expect((await zaloguj(`${q.id}:${bez}`)).status).toBe(200);
    }
    // German, in words: asked until the result is one the test can spell (0–10)
    let de = await pytanie('de');
    while (rozwiaz('de', de.pytanie) > 10) de = await pytanie('de');
    const slowoDe = ['null', ...SLOWA.de!][rozwiaz('de', de.pytanie)]!;
    expect((await zaloguj(`${de.id}:${slowoDe}`)).status).toBe(200);
    // the expiry holds for questions too
    const stare = await pytanie('en');
    api.zegar.teraz += 5 * 60_000 + 1;
    expect((await zaloguj(`${stare.id}:${rozwiaz('en', stare.pytanie)}`)).body).toMatchObject({ kod: 1011 });
  });

  it('refuses an unknown kind or language with a JSON 400', async () => {
    for (const q of ['rodzaj=audio', 'rodzaj=pytanie&jezyk=fr', 'jezyk=xx']) {
      const r = await get(api.app, `/uzytkownicy/captcha?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body).toMatchObject({ kod: 400 });
    }
  });
});
