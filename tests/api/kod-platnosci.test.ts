/**
 * The banks' 2D payment code of chosen instalments (extension call `GET /platnosci/dajKodPlatnosci`) and on the
 * proof of payment (`POST /platnosci/drukDowoduWplaty`): read back as a banking app reads it — the answer's SVG
 * and the PDF rendered by pdftoppm, decoded by jsQR — to the card's account, the amount the instalments come to
 * and the proof's title, with the office as the recipient; the checks of the proof of payment (the subject's card,
 * its instalments that may be chosen); an amount above what a code carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Karta, RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import { kodPlatnosciSchema, type KodPlatnosci } from '../../src/core/api/platnosci.ts';
import { czyWybieralna, suma } from '../../src/core/rules/naleznosci.ts';
import { NIP_URZEDU } from '../../demo/seed/powloka.ts';
import { pola2D } from '../../server/platnosci/kod-2d.ts';
import { qrZPdf, qrZSvg } from '../qr-odczyt.ts';
import { pdfText } from './helpers.ts';
import { call, get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
});
afterAll(() => api?.db.close());

const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const KOD = '/platnosci/dajKodPlatnosci';

const karty = async (q: string, token: string) =>
  (await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${q}`, token)).body.karty;
const raty = async (q: string, token: string, id: number) =>
  (
    await get<{ karta: Karta; ratyZbiorcze: RataZbiorcza[] }>(
      api.app,
      `/naleznosci/dajRaty?${q}&idKartyNaleznosci=${id}`,
      token,
    )
  ).body.ratyZbiorcze;
const kod = (q: string, token?: string) => get<KodPlatnosci>(api.app, `${KOD}?${q}`, token);

/** Jan's card with at least two instalments that may be chosen, and those two. */
async function dwieRaty(): Promise<{ karta: Karta; wybrane: RataZbiorcza[] }> {
  for (const karta of await karty(JAN, jan)) {
    const wybrane = (await raty(JAN, jan, karta.idKartyNaleznosci)).filter(czyWybieralna).slice(0, 2);
    if (wybrane.length === 2) return { karta, wybrane };
  }
  throw new Error('the demo has no card with two instalments to choose');
}

async function dowodWplaty(karta: Karta, wybrane: RataZbiorcza[]) {
  const res = await api.app.request(`/platnosci/drukDowoduWplaty?${JAN}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${jan}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idKartyNaleznosci: karta.idKartyNaleznosci,
      idNaleznosciRatyZbiorczej: wybrane.map((r) => r.idNaleznosciRatyZbiorczej),
      idNaleznosciRaty: wybrane.flatMap((r) => r.raty.map((x) => x.idNaleznosciRaty)),
    }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  return res.arrayBuffer();
}

const tytulDowodu = (k: Karta) => `${k.symbolKarty} – `;

describe('GET /platnosci/dajKodPlatnosci', () => {
  it('gives the code of the chosen instalments: its SVG reads as the card’s account, their amount and the title', async () => {
    const { karta, wybrane } = await dwieRaty();
    const ids = wybrane.map((r) => r.idNaleznosciRatyZbiorczej).join(',');
    const res = await kod(
      `${JAN}&idKartyNaleznosci=${karta.idKartyNaleznosci}&idNaleznosciRatyZbiorczej=${ids}`,
      jan,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // exactly the answer's shape
    expect(z.parse(z.strictObject(kodPlatnosciSchema.def.shape), res.body)).toEqual(res.body);
    const grosze = Math.round(suma(wybrane.map((r) => r.kwotaRazem)) * 100);
    expect(res.body).toMatchObject({
      odbiorca: 'UG Zielona Dolina',
      nip: NIP_URZEDU,
      rachunek: karta.numerKontaBankowego,
      kwota: grosze / 100,
    });
    expect(res.body.tytul.startsWith(tytulDowodu(karta))).toBe(true);
    expect(res.body.svg).toMatch(/^<svg[^>]*viewBox/);
    const odczytany = qrZSvg(res.body.svg!);
    expect(odczytany).toBe(res.body.tresc);
    expect(pola2D(odczytany!)).toEqual({
      nip: NIP_URZEDU,
      kraj: 'PL',
      rachunek: karta.numerKontaBankowego,
      kwotaGrosze: grosze,
      odbiorca: 'UG Zielona Dolina',
      tytul: res.body.tytul,
    });
    expect(odczytany!.split('|')).toHaveLength(9);
  });

  it('puts the same code on the proof of payment: the PDF rendered at 150 dpi reads as the answer', async () => {
    const { karta, wybrane } = await dwieRaty();
    const ids = wybrane.map((r) => r.idNaleznosciRatyZbiorczej).join(',');
    const { body } = await kod(
      `${JAN}&idKartyNaleznosci=${karta.idKartyNaleznosci}&idNaleznosciRatyZbiorczej=${ids}`,
      jan,
    );
    const pdf = await dowodWplaty(karta, wybrane);
    const odczytany = await qrZPdf(pdf);
    expect(odczytany).toBe(body.tresc);
    expect(pola2D(odczytany!)).toMatchObject({
      rachunek: karta.numerKontaBankowego,
      kwotaGrosze: Math.round(body.kwota * 100),
      tytul: body.tytul,
    });
    const { text } = await pdfText(pdf);
    expect(text).toContain('Zeskanuj kodem w aplikacji banku');
    expect(text).toContain(`NIP ${NIP_URZEDU}`);
    // the title in the code is the proof's own, cut at a word's end to the code's 32 characters
    expect(text).toContain(`Tytułem: ${body.tytul}`);
  });

  it('an amount above 9 999,99 zł has no code: the fields to type in, and a note on the proof instead', async () => {
    const { karta, wybrane } = await dwieRaty();
    const [r] = wybrane as [RataZbiorcza];
    const { rows } = await api.db.query<{ kwota: number }>(
      'SELECT kwota_glowna::float8 AS kwota FROM naleznosci_raty_zbiorcze WHERE id = $1',
      [r.idNaleznosciRatyZbiorczej],
    );
    await api.db.query('UPDATE naleznosci_raty_zbiorcze SET kwota_glowna = 12000 WHERE id = $1', [
      r.idNaleznosciRatyZbiorczej,
    ]);
    try {
      const q = `${JAN}&idKartyNaleznosci=${karta.idKartyNaleznosci}&idNaleznosciRatyZbiorczej=${r.idNaleznosciRatyZbiorczej}`;
      const res = await kod(q, jan);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tresc: null, svg: null, rachunek: karta.numerKontaBankowego });
      expect(res.body.kwota).toBeGreaterThanOrEqual(12000);
      const [teraz] = (await raty(JAN, jan, karta.idKartyNaleznosci)).filter(
        (x) => x.idNaleznosciRatyZbiorczej === r.idNaleznosciRatyZbiorczej,
      );
      const pdf = await dowodWplaty(karta, [teraz!]);
      expect(await qrZPdf(pdf)).toBeNull();
      const { text } = await pdfText(pdf);
      expect(text).toContain('obejmuje kwoty do 9 999,99 zł');
      expect(text).not.toContain('Zeskanuj kodem');
    } finally {
      await api.db.query('UPDATE naleznosci_raty_zbiorcze SET kwota_glowna = $2 WHERE id = $1', [
        r.idNaleznosciRatyZbiorczej,
        rows[0]!.kwota,
      ]);
    }
  });

  it('checks as the proof of payment does: another subject’s card 403, instalments not to be chosen 400', async () => {
    const { karta, wybrane } = await dwieRaty();
    const id = karta.idKartyNaleznosci;
    const [r] = wybrane as [RataZbiorcza];
    // no session, another subject, another subject's card
    expect(
      (await kod(`${JAN}&idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=${r.idNaleznosciRatyZbiorczej}`))
        .status,
    ).toBe(401);
    const obca = await kod(
      `${ANNA}&idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=${r.idNaleznosciRatyZbiorczej}`,
      anna,
    );
    expect(obca).toMatchObject({ status: 403, body: BRAK });
    const zJanem = await kod(
      `${JAN}&idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=${r.idNaleznosciRatyZbiorczej}`,
      anna,
    );
    expect(zJanem).toMatchObject({ status: 403, body: BRAK });
    // an instalment of another of Jan's cards under this card: as another card
    const inna = (await karty(JAN, jan)).find((k) => k.idKartyNaleznosci !== id)!;
    const cudza = (await raty(JAN, jan, inna.idKartyNaleznosci))[0]!;
    const obcaRata = await kod(
      `${JAN}&idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=${cudza.idNaleznosciRatyZbiorczej}`,
      jan,
    );
    expect(obcaRata).toMatchObject({ status: 403, body: BRAK });

    // paid, an enforcement title or a payment ordered: 400, as the proof of payment
    const wszystkie = (
      await Promise.all(
        (await karty(JAN, jan)).map(async (k) =>
          (await raty(JAN, jan, k.idKartyNaleznosci)).map((x) => ({ karta: k.idKartyNaleznosci, r: x })),
        ),
      )
    ).flat();
    const zaplacona = wszystkie.find(({ r: x }) => x.czySplacona)!;
    const tytul = wszystkie.find(({ r: x }) => !x.czySplacona && x.jestTytulWykonawczy)!;
    const zlecona = wszystkie.find(
      ({ r: x }) => !x.czySplacona && (x.zleconoPlatnoscZP24 || x.zleconoPlatnoscZKIR),
    )!;
    for (const x of [zaplacona, tytul, zlecona]) {
      const res = await kod(
        `${JAN}&idKartyNaleznosci=${x.karta}&idNaleznosciRatyZbiorczej=${x.r.idNaleznosciRatyZbiorczej}`,
        jan,
      );
      expect(res.status, JSON.stringify(x.r)).toBe(400);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    }

    // malformed queries: a JSON 400
    for (const q of [
      `idKartyNaleznosci=${id}`,
      `idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=`,
      `idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=abc`,
      `idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=0`,
      `idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=1,,2`,
      `idKartyNaleznosci=${id}&idNaleznosciRatyZbiorczej=${'1,'.repeat(100)}1`,
      `idKartyNaleznosci=abc&idNaleznosciRatyZbiorczej=1`,
      `idNaleznosciRatyZbiorczej=1`,
    ]) {
      const res = await kod(`${JAN}&${q}`, jan);
      expect(res.status, q).toBe(400);
      expect(res.body, q).toMatchObject({ kod: 400, opis: expect.any(String) });
    }
    const en = await call(api.app, 'GET', `${KOD}?${JAN}&idKartyNaleznosci=${id}&jezyk=en`, { token: jan });
    expect(en.body).toEqual({ kod: 400, opis: 'Choose the instalments for the payment code' });
  });
});
