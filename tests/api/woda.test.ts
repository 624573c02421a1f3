/**
 * Water and sewage on the contract server (issue 17; spec 02 services 15, 16, 24, 25, 39, 40): each subject sees
 * its own points, meters, invoices, requests and data; another subject's (or another account's) answers 403;
 * saves are checked with the client's rules and a bad one is a 400 with the spec's message, never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, pdfText } from './helpers.ts';
import { get, openKontoApi, post, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
let spoldzielnia: string;
beforeAll(async () => {
  api = await openKontoApi();
  jan = await zaloguj(api.app, 'jan.kowalski');
  anna = await zaloguj(api.app, 'anna.nowak');
  spoldzielnia = await zaloguj(api.app, 'spoldzielnia');
}, 60_000);
afterAll(() => api?.db.close());

const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const KWIACIARNIA = 'nip=7741001232';
const FUNDACJA = 'nip=9512004566';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };

interface Punkt {
  idPunktuOdbioru: number;
  adresPunktuOdbioru: string;
  lataOdbioru: number[];
  liczniki: { numerLicznika: string; dataWyjecia: string | null }[];
}
interface Faktura {
  numerFaktury: string;
  dataWystawieniaFaktury: string;
  kwotaBrutto: number;
  wystawionoDokumentPdf: boolean;
  idDokumentuPdf: string | null;
}
interface Wodomierz {
  idLicznika: number;
  idPunktu: number;
  nrLicznika: string;
  stanLicznika: number | null;
  zakresLicznikaCalkowite: number;
  zakresLicznikaDziesietne: number;
  sredniZuzycie: number | null;
}

async function punkty(token: string, q: string) {
  return (await get<{ punktyOdbioru: Punkt[] }>(api.app, `/woda/dajPunktyOdbioru?${q}`, token)).body
    .punktyOdbioru;
}
async function wodomierze(token: string, q: string) {
  return (await get<{ wodomierze: Wodomierz[] }>(api.app, `/wodomierze/dajWodomierze?${q}`, token)).body
    .wodomierze;
}
async function pdf(path: string, token: string) {
  const res = await api.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  return (await pdfText(await res.arrayBuffer())).text;
}

describe('collection points (GET /woda/dajPunktyOdbioru)', () => {
  it('gives each subject its own points with years ascending and meters current or archival; none for the foundation', async () => {
    const janowe = await punkty(jan, JAN);
    expect(janowe).toHaveLength(1);
    expect(janowe[0]!.adresPunktuOdbioru).toContain('Ogrodowa 7');
    const lata = janowe[0]!.lataOdbioru;
    expect(lata).toEqual([...lata].sort((a, b) => a - b));
    expect(lata.at(-1)).toBe(new Date().getFullYear());
    expect(janowe[0]!.liczniki.map((l) => l.dataWyjecia === null)).toEqual([true, false]);
    expect((await punkty(anna, ANNA)).map((p) => p.adresPunktuOdbioru)).toEqual([
      expect.stringContaining('Lipowa 3'),
      expect.stringContaining('Słonecznik'),
    ]);
    expect(await punkty(anna, KWIACIARNIA)).toHaveLength(1);
    expect(await punkty(anna, FUNDACJA)).toEqual([]);
    expect(await punkty(spoldzielnia, 'nip=5252525259')).toHaveLength(2);
  });

  it('answers 401 without a session, 403 for another account’s subject, 400 without a subject', async () => {
    expect((await get(api.app, `/woda/dajPunktyOdbioru?${JAN}`)).status).toBe(401);
    const r = await get(api.app, `/woda/dajPunktyOdbioru?${JAN}`, anna);
    expect(r.status).toBe(403);
    expect(r.body).toEqual(BRAK);
    expect((await get(api.app, '/woda/dajPunktyOdbioru', anna)).status).toBe(400);
  });
});

describe('water invoices (service 16)', () => {
  it('lists the chosen years newest first with the total, and the agreement of the point', async () => {
    const rok = new Date().getFullYear();
    const r = await get<{ faktury: Faktura[]; sumaKwotBrutto: number }>(
      api.app,
      `/woda/dajFaktury?${JAN}&idPunktuOdbioru=101&lataFaktur=${rok},${rok - 1}`,
      jan,
    );
    expect(r.status).toBe(200);
    const daty = r.body.faktury.map((f) => f.dataWystawieniaFaktury);
    expect(daty).toEqual([...daty].sort().reverse());
    expect(new Set(daty.map((d) => Number(d.slice(0, 4))))).toEqual(new Set([rok, rok - 1]));
    const suma = r.body.faktury.reduce((s, f) => s + Math.round(f.kwotaBrutto * 100), 0) / 100;
    expect(r.body.sumaKwotBrutto).toBe(suma);
    const umowa = await get(api.app, `/woda/dajDaneUmowy?${JAN}&idPunktu=101`, jan);
    expect(umowa.body).toMatchObject({ idPunktu: 101, numerUmowy: expect.stringMatching(/^UW\/\d{4}\//) });
  });

  it('has no PDF for invoices from before the office issued them, and a real PDF of one invoice', async () => {
    const lata = (await punkty(jan, JAN))[0]!.lataOdbioru.join(',');
    const { faktury } = (
      await get<{ faktury: Faktura[] }>(
        api.app,
        `/woda/dajFaktury?${JAN}&idPunktuOdbioru=101&lataFaktur=${lata}`,
        jan,
      )
    ).body;
    const bez = faktury.filter((f) => !f.wystawionoDokumentPdf);
    expect(bez.length).toBeGreaterThan(0);
    expect(bez.every((f) => f.idDokumentuPdf === null)).toBe(true);
    const f = faktury[1]!;
    const text = await pdf(`/woda/dajFakture?${JAN}&idDokumentuPdf=${f.idDokumentuPdf}`, jan);
    expect(text).toContain(`Faktura VAT nr ${f.numerFaktury}`);
    expect(text).toContain('Dostawa wody');
    expect(text).toContain('Odprowadzanie ścieków');
    expect(text).toContain(
      new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, useGrouping: 'always' })
        .format(f.kwotaBrutto)
        .replace(/\u00a0/g, ' '),
    );
    // another subject's invoice: 403, and its list PDF names every invoice with the total
    expect(
      (await get(api.app, `/woda/dajFakture?${ANNA}&idDokumentuPdf=${f.idDokumentuPdf}`, anna)).body,
    ).toEqual(BRAK);
    const lista = await pdf(`/woda/dajFaktury/pdf?${JAN}&idPunktuOdbioru=101&lataFaktur=${lata}`, jan);
    expect(lista).toContain(faktury.at(-1)!.numerFaktury);
    expect(lista).toContain('Razem');
  });

  it("refuses another subject's point and bad queries", async () => {
    expect(
      (await get(api.app, `/woda/dajFaktury?${JAN}&idPunktuOdbioru=102&lataFaktur=2025`, jan)).body,
    ).toEqual(BRAK);
    expect((await get(api.app, `/woda/dajDaneUmowy?${JAN}&idPunktu=102`, jan)).body).toEqual(BRAK);
    for (const q of [
      'idPunktuOdbioru=101&lataFaktur=',
      'idPunktuOdbioru=x&lataFaktur=2025',
      'idPunktuOdbioru=101&lataFaktur=25',
    ]) {
      expect((await get(api.app, `/woda/dajFaktury?${JAN}&${q}`, jan)).status, q).toBe(400);
    }
    expect((await get(api.app, `/woda/dajFakture?${JAN}&idDokumentuPdf=../x`, jan)).status).toBe(400);
  });
});

describe('meter readings (service 15)', () => {
  it('gives the readings of the chosen meters, newest first, with their PDF; another point’s meter is 403', async () => {
    const r = await get<{
      odczytyLicznika: { numerLicznika: string; dataOdczytu: string; zuzycieLicznika: number }[];
    }>(
      api.app,
      `/wodomierze/dajOdczyty?${JAN}&idPunktuOdbioru=101&numeryLicznika=ZD-24-90417,ZD-14-58213`,
      jan,
    );
    const odczyty = r.body.odczytyLicznika;
    expect(new Set(odczyty.map((o) => o.numerLicznika))).toEqual(new Set(['ZD-24-90417', 'ZD-14-58213']));
    const daty = odczyty.map((o) => o.dataOdczytu);
    expect(daty).toEqual([...daty].sort().reverse());
    // a garden: summer periods use more than winter ones
    const wMiesiacu = (m: number[]) => odczyty.filter((o) => m.includes(Number(o.dataOdczytu.slice(5, 7))));
    const srednia = (xs: { zuzycieLicznika: number }[]) =>
      xs.reduce((s, o) => s + o.zuzycieLicznika, 0) / xs.length;
    expect(srednia(wMiesiacu([6, 8]))).toBeGreaterThan(1.4 * srednia(wMiesiacu([12, 2])));
    const text = await pdf(
      `/wodomierze/dajOdczyty/pdf?${JAN}&idPunktuOdbioru=101&numeryLicznika=ZD-24-90417`,
      jan,
    );
    expect(text).toContain('Odczyty liczników');
    expect(text).toContain('ZD-24-90417');
    const obcy = await get(
      api.app,
      `/wodomierze/dajOdczyty?${JAN}&idPunktuOdbioru=101&numeryLicznika=ZD-23-31872`,
      jan,
    );
    expect(obcy.body).toEqual(BRAK);
  });
});

describe('meter reading entry (service 25)', () => {
  const zapisz = (token: string, q: string, body: object) =>
    post(api.app, `/wodomierze/zapiszStan?${q}`, body, token);

  it('lists the current meters with their ranges and usual consumption', async () => {
    const [w] = await wodomierze(jan, JAN);
    expect(w).toMatchObject({
      nrLicznika: 'ZD-24-90417',
      zakresLicznikaCalkowite: 5,
      zakresLicznikaDziesietne: 0,
    });
    expect(w!.sredniZuzycie).toBeGreaterThan(0);
    expect(await wodomierze(anna, FUNDACJA)).toEqual([]);
  });

  it('refuses a reading below the current one or in the wrong format with the spec’s message, storing nothing', async () => {
    const [w] = await wodomierze(jan, JAN);
    const base = { idLicznika: w!.idLicznika, idPunktu: w!.idPunktu, nip: null };
    const nizej = await zapisz(jan, JAN, { ...base, nowyStanLicznika: w!.stanLicznika! - 1 });
    expect(nizej.status).toBe(400);
    expect(nizej.body).toEqual({ kod: 400, opis: 'Wartość nie może być mniejsza niż poprzednie zgłoszenie' });
    // spec 02 §4 "above the current reading": an equal one is refused too, saying what is wrong (issue 26 item 10)
    const rowny = await zapisz(jan, JAN, { ...base, nowyStanLicznika: w!.stanLicznika });
    expect(rowny.status).toBe(400);
    expect(rowny.body).toEqual({ kod: 400, opis: 'Wartość musi być większa niż poprzednie zgłoszenie' });
    for (const n of [w!.stanLicznika! + 0.5, 123456, -1]) {
      const r = await zapisz(jan, JAN, { ...base, nowyStanLicznika: n });
      expect(r.body, String(n)).toEqual({ kod: 400, opis: 'Stan niezgodny z formatem licznika' });
    }
    expect((await zapisz(jan, JAN, { ...base, nowyStanLicznika: '300' })).status).toBe(400);
    expect((await zapisz(jan, JAN, { ...base, idPunktu: 101.5, nowyStanLicznika: 999 })).status).toBe(400);
    // a person sends no NIP
    expect((await zapisz(jan, JAN, { ...base, nip: '5252525259', nowyStanLicznika: 999 })).status).toBe(400);
    expect((await wodomierze(jan, JAN))[0]!.stanLicznika).toBe(w!.stanLicznika);
  });

  it('saves a higher reading; it shows in the meter’s history and in the readings', async () => {
    const [w] = await wodomierze(jan, JAN);
    const base = { idLicznika: w!.idLicznika, idPunktu: w!.idPunktu, nip: null };
    expect((await zapisz(jan, JAN, { ...base, nowyStanLicznika: w!.stanLicznika! + 7 })).body).toEqual({
      czyZapisano: true,
    });
    const historia = await get<{
      zgloszenia: { stanLicznika: number; zuzycieLicznika: number; zrodlo: string }[];
    }>(
      api.app,
      `/wodomierze/dajZgloszeniaStanu?${JAN}&idPunktu=${w!.idPunktu}&nrLicznika=${w!.nrLicznika}`,
      jan,
    );
    expect(historia.body.zgloszenia[0]).toEqual(
      expect.objectContaining({ stanLicznika: w!.stanLicznika! + 7, zuzycieLicznika: 7, zrodlo: 'portal' }),
    );
    const odczyty = await get<{ odczytyLicznika: { stanLicznika: number }[] }>(
      api.app,
      `/wodomierze/dajOdczyty?${JAN}&idPunktuOdbioru=${w!.idPunktu}&numeryLicznika=${w!.nrLicznika}`,
      jan,
    );
    expect(odczyty.body.odczytyLicznika[0]!.stanLicznika).toBe(w!.stanLicznika! + 7);
    // another subject's meter: 403
    expect((await zapisz(anna, ANNA, { ...base, nowyStanLicznika: 99999 })).body).toEqual(BRAK);
  });

  it('takes a rollover of the allotment’s four-digit dial, and an institution sends its NIP', async () => {
    const dzialka = (await wodomierze(anna, ANNA)).find((w) => w.zakresLicznikaCalkowite === 4)!;
    expect(dzialka.stanLicznika).toBe(9968);
    const base = { idLicznika: dzialka.idLicznika, idPunktu: dzialka.idPunktu, nip: null };
    expect((await zapisz(anna, ANNA, { ...base, nowyStanLicznika: 5000 })).status).toBe(400);
    expect((await zapisz(anna, ANNA, { ...base, nowyStanLicznika: 12 })).body).toEqual({ czyZapisano: true });
    const h = await get<{ zgloszenia: { zuzycieLicznika: number }[] }>(
      api.app,
      `/wodomierze/dajZgloszeniaStanu?${ANNA}&idPunktu=${dzialka.idPunktu}&nrLicznika=${dzialka.nrLicznika}`,
      anna,
    );
    expect(h.body.zgloszenia[0]!.zuzycieLicznika).toBe(44);

    const [sklep] = await wodomierze(anna, KWIACIARNIA);
    expect(sklep!.zakresLicznikaDziesietne).toBe(2);
    const sb = {
      idLicznika: sklep!.idLicznika,
      idPunktu: sklep!.idPunktu,
      nowyStanLicznika: sklep!.stanLicznika! + 1.25,
    };
    expect((await zapisz(anna, KWIACIARNIA, { ...sb, nip: null })).status).toBe(400);
    expect((await zapisz(anna, KWIACIARNIA, { ...sb, nip: '7741001232' })).body).toEqual({
      czyZapisano: true,
    });
    expect(
      (
        await zapisz(anna, KWIACIARNIA, {
          ...sb,
          nowyStanLicznika: sb.nowyStanLicznika + 0.001,
          nip: '7741001232',
        })
      ).body,
    ).toEqual({ kod: 400, opis: 'Stan niezgodny z formatem licznika' });
    const text = await pdf(`/wodomierze/dajWodomierze/pdf?${KWIACIARNIA}`, anna);
    expect(text).toContain('Stan wodomierzy');
    expect(text).toContain(sklep!.nrLicznika);
  });
});

describe('water requests (service 24)', () => {
  const dodaj = (body: object) => post(api.app, `/woda/dodajZgloszenie?${JAN}`, body, jan);

  it('lists topics (some extra) and the subject’s phone', async () => {
    const t = await get<{ tematy: { id: number; czyDodatkowy: boolean }[] }>(
      api.app,
      `/woda/dajTematyZgloszen?${JAN}`,
      jan,
    );
    expect(t.body.tematy.some((x) => x.czyDodatkowy)).toBe(true);
    expect(t.body.tematy.some((x) => !x.czyDodatkowy)).toBe(true);
    expect((await get(api.app, `/woda/dajTelefonPodmiotu?${JAN}`, jan)).body).toEqual({
      nrTelefonu: '601234567',
    });
    expect((await get(api.app, `/woda/dajTelefonPodmiotu?${FUNDACJA}`, anna)).body).toEqual({
      nrTelefonu: null,
    });
  });

  it('checks a request with the form’s rules and stores a good one with the point’s reading', async () => {
    const zwykly = {
      idPunktuOdbioru: 101,
      tematZgloszenia: 4,
      trescZgloszenia: 'Proszę o korektę.',
      telefon: null,
      email: null,
    };
    const dodatkowy = { ...zwykly, tematZgloszenia: 1, telefon: '601234567', email: 'jan@example.pl' };
    expect((await dodaj({ ...zwykly, trescZgloszenia: '  ' })).body).toEqual({
      kod: 400,
      opis: 'Uzupełnij pole',
    });
    expect((await dodaj({ ...zwykly, trescZgloszenia: 'x'.repeat(2001) })).status).toBe(400);
    expect((await dodaj({ ...dodatkowy, trescZgloszenia: 'x'.repeat(1001) })).status).toBe(400);
    expect((await dodaj({ ...dodatkowy, telefon: '60123456' })).body).toEqual({
      kod: 400,
      opis: 'Niepoprawny format numeru telefonu',
    });
    expect((await dodaj({ ...dodatkowy, email: 'jan@' })).body).toEqual({
      kod: 400,
      opis: 'Błędny format e-mail',
    });
    expect((await dodaj({ ...zwykly, tematZgloszenia: 99 })).status).toBe(400);
    expect((await dodaj({ ...zwykly, idPunktuOdbioru: 1.5 })).status).toBe(400);
    expect((await dodaj({ ...zwykly, idPunktuOdbioru: 102 })).body).toEqual(BRAK);
    expect((await dodaj({ ...dodatkowy, trescZgloszenia: 'Wodomierz cieknie przy złączce.' })).body).toEqual({
      czyZapisano: true,
    });
    const lista = await get<{ zgloszenia: { trescZgloszenia: string; stanLicznika: number | null }[] }>(
      api.app,
      `/woda/dajZgloszenia?${JAN}`,
      jan,
    );
    expect(lista.body.zgloszenia[0]!.trescZgloszenia).toBe('Wodomierz cieknie przy złączce.');
    expect(lista.body.zgloszenia[0]!.stanLicznika).not.toBeNull();
    expect(lista.body.zgloszenia.filter((z) => z.trescZgloszenia.startsWith('x'))).toEqual([]);
    expect(await pdf(`/woda/dajZgloszenia/pdf?${JAN}`, jan)).toContain('Wodomierz cieknie przy złączce.');
  });
});

describe('correspondence data (service 39)', () => {
  const zapisz = (token: string, q: string, body: object) =>
    post(api.app, `/woda/daneKorespondencyjne?${q}`, body, token);

  it('gives the data, refuses a bad or unchanged report and records a good one in the history', async () => {
    const r = await get<{ daneKorespondencyjne: Record<string, string | null> }>(
      api.app,
      `/woda/daneKorespondencyjne?${JAN}`,
      jan,
    );
    const dane = r.body.daneKorespondencyjne;
    expect(dane).toMatchObject({ imie: 'Jan', nazwisko: 'Kowalski', telefon: '601234567' });
    expect((await zapisz(jan, JAN, { ...dane, nazwisko: ' ' })).body).toEqual({
      kod: 400,
      opis: 'nazwisko: Puste pole',
    });
    expect((await zapisz(jan, JAN, { ...dane, email: 'x@' })).status).toBe(400);
    expect((await zapisz(jan, JAN, { ...dane, telefon: '12' })).status).toBe(400);
    expect((await zapisz(jan, JAN, dane)).status).toBe(400);
    expect((await zapisz(jan, JAN, { ...dane, nrLokalu: '2', www: '' })).body).toEqual({ czyZapisano: true });
    const h = await get<{
      historiaZgloszen: { trescZgloszenia: string; daneKorespondencyjne: Record<string, unknown> }[];
    }>(api.app, `/woda/daneKorespondencyjne/historia?${JAN}`, jan);
    expect(h.body.historiaZgloszen).toHaveLength(2);
    expect(h.body.historiaZgloszen[0]!.trescZgloszenia).toBe('Zmienione pola: numer lokalu');
    expect(h.body.historiaZgloszen[0]!.daneKorespondencyjne).toMatchObject({ nrLokalu: '2', www: null });
    // the data in use change only when the office handles the report
    expect(
      (await get<{ daneKorespondencyjne: object }>(api.app, `/woda/daneKorespondencyjne?${JAN}`, jan)).body
        .daneKorespondencyjne,
    ).toEqual(dane);
    // an institution needs its name
    const sklep = (
      await get<{ daneKorespondencyjne: object }>(api.app, `/woda/daneKorespondencyjne?${KWIACIARNIA}`, anna)
    ).body.daneKorespondencyjne;
    expect((await zapisz(anna, KWIACIARNIA, { ...sklep, nazwa: null })).body).toEqual({
      kod: 400,
      opis: 'nazwa: Puste pole',
    });
    expect((await get(api.app, `/woda/daneKorespondencyjne/historia?${JAN}`, anna)).body).toEqual(BRAK);
  });
});

describe('meter replacement protocol (service 40)', () => {
  const protokol = (q: string, token = jan) =>
    get<{ plik: string; nazwaPliku: string; opis?: string }>(
      api.app,
      `/wodomierze/dajProtokolWymiany?${q}`,
      token,
    );

  it('answers the protocol of a replaced meter as a Base64 PDF, with the photos in the photo variant', async () => {
    const bez = await protokol(`${JAN}&numerWodomierza=ZD-14-58213&zeZdjeciami=false`);
    expect(bez.status).toBe(200);
    expect(bez.body.nazwaPliku).toBe('protokol-wymiany-ZD-14-58213.pdf');
    const pdfBez = Buffer.from(bez.body.plik, 'base64');
    const { text } = await pdfText(new Uint8Array(pdfBez).buffer);
    expect(text).toContain('Protokół wymiany wodomierza');
    expect(text).toContain('ZD-14-58213');
    expect(text).toContain('ZD-24-90417');
    expect(pdfBez.includes('/Subtype /Image')).toBe(false);
    const ze = await protokol(`${JAN}&numerWodomierza=ZD-24-90417&zeZdjeciami=true`);
    const pdfZe = Buffer.from(ze.body.plik, 'base64');
    expect(ze.body.nazwaPliku).toBe('protokol-wymiany-ZD-24-90417-ze-zdjeciami.pdf');
    expect(pdfZe.includes('/Subtype /Image')).toBe(true);
    expect((await pdfText(new Uint8Array(pdfZe).buffer)).text).toContain(
      'Zdjęcie 2. Wodomierz zamontowany nr ZD-24-90417',
    );
  });

  it('says there is no file for a meter never replaced, 403 for another’s meter, 400 for a bad type', async () => {
    const r = await protokol(
      `pesel=93042867845&numerWodomierza=ZD-22-50614&zeZdjeciami=false`,
      await zaloguj(api.app, 'katarzyna.zajac'),
    );
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ kod: 404, opis: 'Brak pliku dla wybranego wodomierza' });
    expect((await protokol(`${JAN}&numerWodomierza=ZD-23-31872&zeZdjeciami=false`)).body).toEqual(BRAK);
    expect((await protokol(`${JAN}&numerWodomierza=ZD-14-58213&zeZdjeciami=tak`)).status).toBe(400);
  });
});

describe('invoice lines (woda-taryfa.ts pozycjeFaktury)', () => {
  it('price in grosze times quantity, VAT 8 %, no sewage for water only, gross the sum of the lines', async () => {
    const { pozycjeFaktury } = await import('../../server/woda-taryfa.ts');
    const { pozycje, brutto } = pozycjeFaktury(35, 2026, 'Woda i ścieki');
    expect(pozycje.map((p) => p.nazwa)).toEqual([
      'Dostawa wody',
      'Odprowadzanie ścieków',
      'Opłata abonamentowa',
    ]);
    for (const p of pozycje) {
      expect(p.netto).toBe(Math.round(p.ilosc * p.cenaNetto * 100) / 100);
      expect(p.vat).toBe(Math.round(p.netto * 8) / 100);
    }
    expect(brutto).toBe(Math.round(pozycje.reduce((s, p) => s + p.brutto * 100, 0)) / 100);
    expect(pozycjeFaktury(10, 2026, 'Woda').pozycje.map((p) => p.nazwa)).toEqual([
      'Dostawa wody',
      'Opłata abonamentowa',
    ]);
  });
});

describe('per-service maintenance of the water calls', () => {
  it('a service in maintenance answers 503 on its own calls only; the points stay while another service uses them', async () => {
    const rok = new Date().getFullYear();
    expect((await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [25] })).status).toBe(200);
    try {
      expect((await get(api.app, `/wodomierze/dajWodomierze?${JAN}`, jan)).status).toBe(503);
      expect((await post(api.app, `/wodomierze/zapiszStan?${JAN}`, {}, jan)).status).toBe(503);
      expect(
        (await get(api.app, `/woda/dajFaktury?${JAN}&idPunktuOdbioru=101&lataFaktur=${rok}`, jan)).status,
      ).toBe(200);
      expect((await get(api.app, `/woda/dajPunktyOdbioru?${JAN}`, jan)).status).toBe(200);
      await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [15, 16, 24, 40] });
      expect((await get(api.app, `/woda/dajPunktyOdbioru?${JAN}`, jan)).status).toBe(503);
      expect((await get(api.app, `/woda/daneKorespondencyjne?${JAN}`, jan)).status).toBe(200);
    } finally {
      await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [] });
    }
  });
});

describe('demo water data (seed/woda.ts generujWode)', () => {
  it('gives every demo subject a point except the foundation; the allotment is dry in winter', async () => {
    const { generujWode, punktyWzor } = await import('../../demo/seed/woda.ts');
    const w = generujWode({ y: 2026, m: 11, d: 24 });
    const podmioty = new Set(w.punkty.map((p) => p.podmiot));
    for (const id of [
      '85010112352',
      '78031545683',
      '7741001232',
      '5252525259',
      '90112045628',
      '71120156737',
      '93042867845',
    ])
      expect(podmioty, id).toContain(id);
    expect(podmioty).not.toContain('9512004566');
    expect(w.liczniki.every((l) => l.dataWyjecia === null || l.dataWyjecia > l.dataMontazu)).toBe(true);
    const dzialka = w.punkty.find((p) => p.adres.includes('Słonecznik'))!;
    const licznik = w.liczniki.find((l) => l.idPunktu === dzialka.id)!;
    const zima = w.odczyty.filter(
      (o) => o.idLicznika === licznik.id && ['02', '12'].includes(o.data.slice(5, 7)),
    );
    expect(zima.length).toBeGreaterThan(0);
    expect(zima.every((o) => o.zuzycie === 0)).toBe(true);
    expect(punktyWzor.find((p) => p.dzialka)!.liczniki[0]!.stanDzis).toBe(
      w.odczyty.filter((o) => o.idLicznika === licznik.id).at(-1)!.stan,
    );
    // the newest invoice of each point is unpaid, older ones paid (but Jan Kowalski's last December's, under a
    // payment summons in his dues); invoices from before the PDF start have no PDF
    for (const p of w.punkty) {
      const f = w.faktury.filter((x) => x.idPunktu === p.id);
      expect(f.at(-1)!.dataZaplaty, p.adres).toBeNull();
      const zalegle = f.slice(0, -1).filter((x) => x.dataZaplaty === null);
      expect(zalegle.map((x) => x.dataWystawienia)).toEqual(
        p.podmiot === '85010112352' ? ['2025-12-15'] : [],
      );
      expect(f[0]!.idDokumentuPdf).toBeNull();
      expect(f.at(-1)!.idDokumentuPdf).not.toBeNull();
    }
    // the same day gives the same data
    expect(generujWode({ y: 2026, m: 11, d: 24 })).toEqual(w);
  });
});
