/**
 * Online payment history (service 21, issue 13): the transfers of the current subject's cards with both
 * providers' data and their instalments, the empty history, the subject checks of the list and of one
 * transaction's PDF, bad input, and the PDF's text. Demo data: seed/platnosci.ts (jan.kowalski's three transfers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Karta } from '../../src/core/api/naleznosci.ts';
import { historiaPlatnosciSchema, type Platnosc } from '../../src/core/api/platnosci.ts';
import { isValidNrb } from '../../src/core/rules/fields.ts';
import { domyslnyKontakt } from '../../demo/seed/powloka.ts';
import { pdfText } from './helpers.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

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
const FUNDACJA = 'nip=9512004566';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const HISTORIA = '/platnosci/dajHistoriePlatnosci';

const historia = (q: string, token?: string) =>
  get<{ platnosci: Platnosc[] }>(api.app, `${HISTORIA}?${q}`, token);
const pdf = (q: string, token: string) =>
  api.app.request(`${HISTORIA}/pdf?${q}`, { headers: { Authorization: `Bearer ${token}` } });

describe('GET /platnosci/dajHistoriePlatnosci', () => {
  it("jan.kowalski's transfers, newest first, with the KIR and Przelewy24 data of his cards and the instalments paid", async () => {
    const res = await historia(JAN, jan);
    expect(res.status).toBe(200);
    // exactly the contract's shape (spec 02 §3 field names), nothing more
    expect(
      z.parse(z.strictObject({ platnosci: historiaPlatnosciSchema.def.shape.platnosci }), res.body),
    ).toEqual(res.body);
    const p = res.body.platnosci;
    expect(p.map((x) => [x.opisPlatnosci.typPlatnosci, x.opisPlatnosci.status])).toEqual([
      ['p24', 'ZAAKCEPTOWANA'],
      ['kir', 'ZAKSIEGOWANA'],
      ['p24', 'ZAKSIEGOWANA'],
    ]);
    const daty = p.map((x) => x.dataZlecenia);
    expect([...daty].sort().reverse()).toEqual(daty);
    expect(daty.every((d) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(d))).toBe(true);
    for (const x of p) {
      expect(x.idTransakcji).toMatch(/^[0-9a-f]{32}$/);
      expect(x.kodWaluty).toBe('PLN');
      // the amount is what the instalments came to at the order
      const razem = x.raty.reduce(
        (s, r) =>
          s + Math.round((r.kwotaGlowna + r.kosztUpomnien + r.oplataProlongacyjna + r.kwotaOdsetek) * 100),
        0,
      );
      expect(Math.round(x.kwota * 100)).toBe(razem);
      expect(x.raty.length).toBeGreaterThan(0);
    }
    const karty = (await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${JAN}`, jan)).body
      .karty;
    const konto = (symbol: string) => karty.find((k) => k.symbolKarty === symbol)!.numerKontaBankowego;

    const [zaakceptowana, kir, p24] = p as [Platnosc, Platnosc, Platnosc];
    expect(kir.opisPlatnosci.opisStatusu).toBe('Płatność zaksięgowana');
    expect(kir.opisPlatnosci.transakcjaP24).toBeNull();
    const k = kir.opisPlatnosci.transakcjaKIR!;
    const symbolWody = kir.tytul.match(/WS\/\d{4}\/\d+/)![0];
    expect(k.akceptantNumerRachunku).toBe(konto(symbolWody));
    expect(isValidNrb(k.akceptantNumerRachunku) && k.akceptantNumerRachunku.length === 26).toBe(true);
    expect(k.akceptantNazwaRachunku).toBe('Urząd Gminy Zielona Dolina');
    // valid 30 minutes from the order
    expect(Date.parse(k.waznoscTransakcji) - Date.parse(kir.dataZlecenia)).toBe(30 * 60_000);
    // water and sewage: 8 % VAT within the gross amount
    const [woda] = kir.raty;
    expect(woda!.rodzajOplaty).toBe('Dostawa wody, Odprowadzanie ścieków');
    expect(woda!.opisNrRaty).toBe('IV');
    expect(woda!.kwotaVat).toBe(Math.round((woda!.kwotaRaty * 800) / 108) / 100);

    expect(zaakceptowana.opisPlatnosci.opisStatusu).toBe(
      'Płatność zaakceptowana – oczekuje na zaksięgowanie',
    );
    expect(zaakceptowana.opisPlatnosci.transakcjaKIR).toBeNull();
    const symbolOdpadow = zaakceptowana.tytul.match(/OD\/\d{4}\/\d+/)![0];
    expect(zaakceptowana.opisPlatnosci.transakcjaP24).toEqual({
      iban: `PL${konto(symbolOdpadow)}`,
      odbiorcaNazwa: domyslnyKontakt.nazwaUrzedu,
      odbiorcaAdres: 'ul. Lipowa 12',
      odbiorcaMiasto: 'Zielona Dolina',
      odbiorcaKodPocztowy: '12-345',
      odbiorcaEmail: domyslnyKontakt.email,
      odbiorcaKodPanstwa: 'PL',
      urlTransakcji: null,
    });
    // the overdue waste instalment was paid with its late interest and without VAT
    expect(zaakceptowana.raty).toEqual([
      expect.objectContaining({ opisNrRaty: 'IV', kwotaVat: 0, kosztUpomnien: 0, oplataProlongacyjna: 0 }),
    ]);
    expect(zaakceptowana.raty[0]!.kwotaOdsetek).toBeGreaterThan(0);
    expect(p24.raty).toEqual([
      expect.objectContaining({
        rodzajOplaty: 'Podatek od nieruchomości',
        opisNrRaty: 'I',
        kwotaVat: 0,
      }),
    ]);
  });

  it('a subject without online payments gets an empty list; a person and her institution are separate', async () => {
    for (const q of [ANNA, FUNDACJA]) {
      const res = await historia(q, anna);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ platnosci: [] });
    }
  });

  it('401 without a session; 403 for a subject of another account; 400 without a subject', async () => {
    expect((await historia(JAN)).status).toBe(401);
    const obcy = await historia(JAN, anna);
    expect([obcy.status, obcy.body]).toEqual([403, BRAK]);
    expect((await get(api.app, HISTORIA, jan)).status).toBe(400);
  });
});

describe('GET /platnosci/dajHistoriePlatnosci/pdf', () => {
  it('the PDF of one transaction: its details and the instalments it paid', async () => {
    const [, kir] = (await historia(JAN, jan)).body.platnosci as [Platnosc, Platnosc];
    const res = await pdf(`${JAN}&idTransakcji=${kir.idTransakcji}`, jan);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain(`platnosc-${kir.idTransakcji}.pdf`);
    const { text } = await pdfText(await res.arrayBuffer());
    const plaski = text.replace(/\s+/g, ' ');
    expect(plaski).toContain(`Płatność internetowa – ${kir.tytul}`);
    expect(plaski).toContain(`Identyfikator transakcji: ${kir.idTransakcji}`);
    expect(plaski).toContain('Status: Płatność zaksięgowana');
    expect(plaski).toContain('Nazwa rachunku akceptanta: Urząd Gminy Zielona Dolina');
    const nrb = kir.opisPlatnosci.transakcjaKIR!.akceptantNumerRachunku;
    expect(plaski).toContain(`${nrb.slice(0, 2)} ${nrb.slice(2, 6)}`);
    expect(plaski).toContain('Dostawa wody, Odprowadzanie ścieków');
    expect(plaski).toContain('rata IV');
    expect(plaski).toContain(kir.kwota.toFixed(2).replace('.', ','));
    // only this transaction
    expect(plaski).not.toContain('Przelewy24');
  });

  it("400 for a malformed id; the same 403 for another subject's transaction as for another subject", async () => {
    for (const id of ['', 'abc', 'G'.repeat(32), '0'.repeat(33), 'A'.repeat(32)]) {
      const res = await pdf(`${JAN}&idTransakcji=${id}`, jan);
      expect(res.status, id).toBe(400);
    }
    const [zaakceptowana] = (await historia(JAN, jan)).body.platnosci as [Platnosc];
    // anna asks with her own subject for jan's transaction
    const cudza = await pdf(`${ANNA}&idTransakcji=${zaakceptowana.idTransakcji}`, anna);
    expect([cudza.status, await cudza.json()]).toEqual([403, BRAK]);
    // an id that is no one's answers the same
    const nikogo = await pdf(`${JAN}&idTransakcji=${'0'.repeat(32)}`, jan);
    expect([nikogo.status, await nikogo.json()]).toEqual([403, BRAK]);
    // and another account's subject, as every protected call
    const obcy = await pdf(`${JAN}&idTransakcji=${zaakceptowana.idTransakcji}`, anna);
    expect([obcy.status, await obcy.json()]).toEqual([403, BRAK]);
    expect(
      (await api.app.request(`${HISTORIA}/pdf?${JAN}&idTransakcji=${zaakceptowana.idTransakcji}`)).status,
    ).toBe(401);
  });
});

describe('issue 26 item 9: the PDF with no transaction opened; the address to finish an open P24 payment', () => {
  it('no transaction opened (none, or the spec’s 0): the PDF of the whole list', async () => {
    const lista = (await historia(JAN, jan)).body.platnosci;
    for (const q of [JAN, `${JAN}&idTransakcji=0`]) {
      const res = await pdf(q, jan);
      expect(res.status, q).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toContain('historia-platnosci.pdf');
      const plaski = (await pdfText(await res.arrayBuffer())).text.replace(/\s+/g, ' ');
      expect(plaski).toContain('Historia płatności internetowych');
      for (const t of lista) expect(plaski).toContain(t.idTransakcji);
      expect(plaski).toContain('Płatność zaakceptowana – oczekuje na zaksięgowanie');
    }
    const pusta = await pdf(ANNA, anna);
    expect(pusta.status).toBe(200);
    expect((await pdfText(await pusta.arrayBuffer())).text).toContain('Brak płatności internetowych.');
    // still checked: another account's subject
    expect((await pdf(JAN, anna)).status).toBe(403);
  });

  it('a P24 transfer still ordered and within its time gives the portal’s address to finish paying; otherwise none', async () => {
    const [wzor] = (await historia(JAN, jan)).body.platnosci as [Platnosc];
    const id = 'ab'.repeat(16);
    await api.db.query(
      `INSERT INTO platnosci_przelewy (id, dostawca, karta_id, uzytkownik_id, kwota_grosze, tytul, sesja, status,
                                       url_ok, url_blad, utworzono, wygasa)
       SELECT $1, 'p24', karta_id, uzytkownik_id, kwota_grosze, tytul, $1, 'ZLECONA', url_ok, url_blad,
              now(), '2999-01-01T00:00:00Z'
         FROM platnosci_przelewy WHERE id = $2`,
      [id, wzor.idTransakcji],
    );
    try {
      const otwarta = (await historia(JAN, jan)).body.platnosci.find((x) => x.idTransakcji === id)!;
      expect(otwarta.opisPlatnosci.transakcjaP24!.urlTransakcji).toMatch(
        new RegExp(`^https?://[^ ]+/platnosci/przejdz/${id}$`),
      );
      const plaski = (await pdfText(await (await pdf(`${JAN}&idTransakcji=${id}`, jan)).arrayBuffer())).text;
      expect(plaski.replace(/\s+/g, '')).toContain(`/platnosci/przejdz/${id}`);
      // past its time: no page at the provider any more
      await api.db.query("UPDATE platnosci_przelewy SET wygasa = '2000-01-01T00:00:00Z' WHERE id = $1", [id]);
      const po = (await historia(JAN, jan)).body.platnosci.find((x) => x.idTransakcji === id)!;
      expect(po.opisPlatnosci.transakcjaP24!.urlTransakcji).toBeNull();
    } finally {
      await api.db.query('DELETE FROM platnosci_przelewy WHERE id = $1', [id]);
    }
  });
});
