/**
 * The server's documents say what the screens say (issue 26 item 8): the kind of a dues card by the same name,
 * an unpaid invoice as "nieopłacona", an IBAN grouped as the screen groups it (spec 02 §9: 2 then blocks of 4),
 * amounts with 'zł' as the Polish screens write them, and an average consumption with the precision the screen
 * shows (`AVERAGE_DECIMALS`). Demo data: jan.kowalski's water point 101, his payment history, his waste card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platnosc } from '../../src/core/api/platnosci.ts';
import { AVERAGE_DECIMALS, formatAccountNumber, formatPln } from '../../src/core/format.ts';
import naleznosciPl from '../../src/widgets/naleznosci/texts.pl.ts';
import fakturyPl from '../../src/widgets/faktury-woda/texts.pl.ts';
import { nazwyAplikacji } from '../../server/routes/naleznosci.ts';
import { pdfText } from './helpers.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

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
const SPOLDZIELNIA = 'nip=5252525259';

async function pdf(path: string, token: string) {
  const res = await api.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  return (await pdfText(await res.arrayBuffer())).text.replace(/\s+/g, ' ');
}

describe('the documents use the words of the screens', () => {
  it('a kind of dues card has one name: the dues list PDF names it as the Polish screen does', async () => {
    expect(nazwyAplikacji).toEqual(
      Object.fromEntries(
        Object.keys(nazwyAplikacji).map((k) => [k, naleznosciPl.naleznosci.rodzaje[k as 'ODPADY']]),
      ),
    );
    const text = await pdf(`/naleznosci/dajNaleznosci/pdf?${JAN}&rodzajPlatnosci=ODPADY`, jan);
    expect(text).toContain(naleznosciPl.naleznosci.rodzaje.ODPADY);
  });

  it('the invoice-list PDF says an invoice is unpaid in the words of the screen, not with a dash', async () => {
    const rok = new Date().getFullYear();
    const lata = [rok, rok - 1, rok - 2].join(',');
    const { faktury } = (
      await get<{ faktury: { dataZaplaty: string | null }[] }>(
        api.app,
        `/woda/dajFaktury?${JAN}&idPunktuOdbioru=101&lataFaktur=${lata}`,
        jan,
      )
    ).body;
    const nieoplacone = faktury.filter((f) => f.dataZaplaty === null).length;
    expect(nieoplacone).toBeGreaterThan(0);
    const text = await pdf(`/woda/dajFaktury/pdf?${JAN}&idPunktuOdbioru=101&lataFaktur=${lata}`, jan);
    expect(text.split(fakturyPl.fakturyWoda.nieoplacona).length - 1).toBe(nieoplacone);
    expect(text).not.toContain('—');
  });

  it('the payment-history PDF groups the IBAN as the screen does and writes the amount with zł', async () => {
    const { platnosci } = (
      await get<{ platnosci: Platnosc[] }>(api.app, `/platnosci/dajHistoriePlatnosci?${JAN}`, jan)
    ).body;
    const p24 = platnosci.find((p) => p.opisPlatnosci.transakcjaP24)!;
    const iban = p24.opisPlatnosci.transakcjaP24!.iban;
    const text = await pdf(
      `/platnosci/dajHistoriePlatnosci/pdf?${JAN}&idTransakcji=${p24.idTransakcji}`,
      jan,
    );
    expect(formatAccountNumber(iban)).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(text).toContain(`IBAN: ${formatAccountNumber(iban)}`);
    expect(text).toContain(`Kwota: ${formatPln(p24.kwota).replace(/\u00a0/g, ' ')}`);
    expect(text).not.toContain('PLN');
  });

  it(`an average consumption has at most ${AVERAGE_DECIMALS} decimals, as the screen shows it`, async () => {
    const srednie: number[] = [];
    for (const [q, token] of [
      [JAN, jan],
      [ANNA, anna],
      [SPOLDZIELNIA, spoldzielnia],
    ] as const) {
      const { wodomierze } = (
        await get<{ wodomierze: { sredniZuzycie: number | null }[] }>(
          api.app,
          `/wodomierze/dajWodomierze?${q}`,
          token,
        )
      ).body;
      for (const w of wodomierze) if (w.sredniZuzycie !== null) srednie.push(w.sredniZuzycie);
    }
    expect(srednie.length).toBeGreaterThan(2);
    const skala = 10 ** AVERAGE_DECIMALS;
    for (const s of srednie) expect(Math.round(s * skala) / skala, String(s)).toBe(s);
  });
});
