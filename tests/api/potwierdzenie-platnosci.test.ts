/**
 * The receipt of a payment (extension call `GET /platnosci/drukPotwierdzenia`): for an accepted and a posted
 * transfer, what was paid instalment by instalment with each one's card, the total and the state; 409 in any other
 * state; 403 for another subject's transfer and for one that does not exist; 400 for a malformed id. Demo data:
 * seed/platnosci.ts (jan.kowalski's accepted Przelewy24 transfer and his two posted ones).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platnosc } from '../../src/core/api/platnosci.ts';
import { formatDatePl } from '../../src/core/dates.ts';
import { pdfText } from './helpers.ts';
import { call, get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
let platnosci: Platnosc[];
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
  platnosci = (await get<{ platnosci: Platnosc[] }>(api.app, `/platnosci/dajHistoriePlatnosci?${JAN}`, jan))
    .body.platnosci;
});
afterAll(() => api?.db.close());

const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const POTWIERDZENIE = '/platnosci/drukPotwierdzenia';

const kwota = (n: number) =>
  new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, useGrouping: 'always' })
    .format(n)
    .replace(/\u00a0/g, ' ');
const platnosc = (status: string, dostawca?: string) =>
  platnosci.find(
    (p) => p.opisPlatnosci.status === status && (!dostawca || p.opisPlatnosci.typPlatnosci === dostawca),
  )!;

async function potwierdzenie(id: string, q = JAN, token = jan) {
  const res = await api.app.request(`${POTWIERDZENIE}?${q}&idPrzelewu=${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  expect(res.headers.get('Content-Disposition')).toBe(
    `attachment; filename="potwierdzenie-platnosci-${id.slice(0, 8)}.pdf"`,
  );
  // a cell's text may wrap: one space for every break
  return (await pdfText(await res.arrayBuffer())).text.replace(/\s+/g, ' ');
}

async function symbolKarty(idPrzelewu: string) {
  const { rows } = await api.db.query<{ symbol: string }>(
    `SELECT k.symbol_karty AS symbol FROM platnosci_przelewy p JOIN naleznosci_karty k ON k.id = p.karta_id
      WHERE p.id = $1`,
    [idPrzelewu],
  );
  return rows[0]!.symbol;
}

describe('GET /platnosci/drukPotwierdzenia', () => {
  it('an accepted transfer: the office, the ids, the dates, each instalment with its card, the total, "przyjęta"', async () => {
    const p = platnosc('ZAAKCEPTOWANA');
    const text = await potwierdzenie(p.idTransakcji);
    expect(text).toContain('Potwierdzenie płatności');
    expect(text).toContain('Odbiorca: Urząd Gminy Zielona Dolina · NIP 1234563218');
    expect(text).toContain('Wpłacający: Jan Kowalski');
    expect(text).toContain('Stan: Płatność przyjęta – zostanie zaksięgowana w ciągu 5 dni roboczych');
    expect(text).toContain(`Identyfikator płatności: ${p.idTransakcji}`);
    expect(text).toContain('Operator płatności: Przelewy24');
    expect(text).toMatch(/Numer płatności u operatora: \d+/);
    expect(text).toMatch(/Data zlecenia: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/Data przyjęcia przez operatora: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(text).toContain(`Kwota: ${kwota(p.kwota)} zł`);
    expect(text).toContain(await symbolKarty(p.idTransakcji));
    const [r] = p.raty;
    expect(text).toContain(r!.rodzajOplaty);
    expect(text).toContain(`rata ${r!.opisNrRaty}`);
    expect(text).toContain(formatDatePl(r!.terminPlatnosci));
    expect(text).toContain(kwota(r!.kwotaGlowna));
    expect(text).toContain(kwota(r!.kwotaOdsetek));
    expect(text).not.toContain('Zaksięgowano');
  });

  it('a posted KIR transfer says when it was posted', async () => {
    const p = platnosc('ZAKSIEGOWANA', 'kir');
    const { rows } = await api.db.query<{ dzien: string }>(
      `SELECT to_char(zaksiegowano AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD') AS dzien FROM platnosci_przelewy
        WHERE id = $1`,
      [p.idTransakcji],
    );
    const text = await potwierdzenie(p.idTransakcji);
    expect(text).toContain(`Stan: Zaksięgowano ${formatDatePl(rows[0]!.dzien)}`);
    expect(text).toContain('Operator płatności: KIR Paybynet');
    expect(text).not.toContain('zostanie zaksięgowana');
  });

  it('lists every row of the transfer, each with its card, and totals them', async () => {
    const p = platnosc('ZAKSIEGOWANA', 'p24');
    // a second instalment of the same card in the same transfer, as a transfer of several instalments has
    const { rows } = await api.db.query<{ id: number; karta: number }>(
      `SELECT z.id, z.karta_id AS karta FROM naleznosci_raty_zbiorcze z JOIN platnosci_przelewy p ON p.karta_id = z.karta_id
        WHERE p.id = $1 AND z.id NOT IN (SELECT rata_zbiorcza_id FROM platnosci_przelewy_raty WHERE przelew_id = $1)
        ORDER BY z.termin_platnosci DESC LIMIT 1`,
      [p.idTransakcji],
    );
    await api.db.query(
      `INSERT INTO platnosci_przelewy_raty (przelew_id, rata_zbiorcza_id, karta_id, rodzaj_oplaty, opis_nr_raty,
         termin_platnosci, kwota_raty, kwota_glowna, koszt_upomnien, oplata_prolongacyjna, kwota_odsetek,
         kwota_vat, kwota_razem)
       VALUES ($1, $2, $3, 'Podatek rolny', 'II', '2099-05-15', 100.10, 100.10, 16, 0, 1.25, 0, 117.35)`,
      [p.idTransakcji, rows[0]!.id, rows[0]!.karta],
    );
    try {
      const text = await potwierdzenie(p.idTransakcji);
      const symbol = await symbolKarty(p.idTransakcji);
      expect(text.split(symbol).length - 1).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Podatek rolny');
      expect(text).toContain('15.05.2099');
      const r = p.raty[0]!;
      expect(text).toContain(kwota((r.kwotaGlowna * 100 + 100.1 * 100) / 100));
      expect(text).toContain(
        kwota(
          (Math.round((r.kwotaGlowna + r.kosztUpomnien + r.kwotaOdsetek + r.oplataProlongacyjna) * 100) +
            11735) /
            100,
        ),
      );
    } finally {
      await api.db.query(
        'DELETE FROM platnosci_przelewy_raty WHERE przelew_id = $1 AND rata_zbiorcza_id = $2',
        [p.idTransakcji, rows[0]!.id],
      );
    }
  });

  it('a transfer not taken by the provider (ordered, being verified, failed, expired): 409 JSON', async () => {
    const p = platnosc('ZAAKCEPTOWANA');
    try {
      for (const status of ['ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA', 'WYGASLA']) {
        await api.db.query('UPDATE platnosci_przelewy SET status = $2 WHERE id = $1', [
          p.idTransakcji,
          status,
        ]);
        const res = await get(api.app, `${POTWIERDZENIE}?${JAN}&idPrzelewu=${p.idTransakcji}`, jan);
        expect(res, status).toMatchObject({
          status: 409,
          body: {
            kod: 409,
            opis: 'Potwierdzenie jest dostępne dla płatności przyjętej przez operatora lub zaksięgowanej',
          },
        });
      }
      const en = await call(api.app, 'GET', `${POTWIERDZENIE}?${JAN}&idPrzelewu=${p.idTransakcji}&jezyk=en`, {
        token: jan,
      });
      expect(en.body).toMatchObject({
        opis: 'A receipt is available for a payment accepted by the payment operator or posted',
      });
    } finally {
      await api.db.query("UPDATE platnosci_przelewy SET status = 'ZAAKCEPTOWANA' WHERE id = $1", [
        p.idTransakcji,
      ]);
    }
  });

  it('another subject’s transfer and an unknown one: the same 403; a malformed id: 400; no session: 401', async () => {
    const p = platnosc('ZAKSIEGOWANA');
    for (const [q, token] of [
      [`${ANNA}&idPrzelewu=${p.idTransakcji}`, anna],
      [`${JAN}&idPrzelewu=${p.idTransakcji}`, anna],
      [`${JAN}&idPrzelewu=${'0'.repeat(32)}`, jan],
    ] as const) {
      expect(await get(api.app, `${POTWIERDZENIE}?${q}`, token), q).toMatchObject({
        status: 403,
        body: BRAK,
      });
    }
    for (const bad of ['', 'abc', p.idTransakcji.toUpperCase(), `${p.idTransakcji}0`]) {
      const res = await get(api.app, `${POTWIERDZENIE}?${JAN}&idPrzelewu=${bad}`, jan);
      expect(res, bad).toMatchObject({
        status: 400,
        body: { kod: 400, opis: 'Niepoprawny parametr idPrzelewu' },
      });
    }
    expect((await get(api.app, `${POTWIERDZENIE}?${JAN}&idPrzelewu=${p.idTransakcji}`)).status).toBe(401);
  });
});
