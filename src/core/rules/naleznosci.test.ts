import { describe, expect, it } from 'vitest';
import {
  aplikacjaTrasy,
  czyPoTerminie,
  czyWybieralna,
  domyslneFiltry,
  filtrujRaty,
  flagiRaty,
  grupaZobowiazania,
  poDniach,
  sumaWybranych,
  typWidoku,
} from './naleznosci.ts';
import { rataZbiorcza as rata, ratyKarty as raty } from './naleznosci.fixtures.ts';

describe('the rules (spec 02 §4)', () => {
  it('a row is selectable only when not paid, not an enforcement title and no payment ordered', () => {
    expect(raty.map(czyWybieralna)).toEqual([false, true, false, false, true, true]);
    expect(czyWybieralna(rata(9, '2025-01-01', 1, { zleconoPlatnoscZKIR: true }))).toBe(false);
  });

  it('overdue: unpaid after the due date, a deferred deadline counting instead', () => {
    expect(czyPoTerminie(raty[1]!, '2025-05-15')).toBe(false);
    expect(czyPoTerminie(raty[1]!, '2025-05-16')).toBe(true);
    expect(czyPoTerminie(raty[0]!, '2026-01-01')).toBe(false);
    const odroczona = rata(9, '2025-05-15', 1, {
      terminOdroczony: '2025-12-31',
      jestOdroczenieTerminu: true,
    });
    expect(czyPoTerminie(odroczona, '2025-06-01')).toBe(false);
    expect(flagiRaty({ ...raty[1]!, jestTytulWykonawczy: true, jestOdroczenieTerminu: true })).toEqual([
      'U',
      'O',
      'T',
    ]);
  });

  it('filter defaults: unpaid, earliest to latest due date, smallest to greatest amount; filtering and totals', () => {
    const f = domyslneFiltry(raty, '2025-06-01');
    expect(f).toEqual({
      typ: 'NIESPLACONE',
      dataOd: '2025-03-15',
      dataDo: '2099-05-15',
      kwotaOd: 120.5,
      kwotaDo: 390,
    });
    expect(filtrujRaty(raty, f).map((r) => r.idNaleznosciRatyZbiorczej)).toEqual([2, 3, 4, 5, 6]);
    expect(filtrujRaty(raty, { ...f, typ: 'SPLACONE' }).map((r) => r.idNaleznosciRatyZbiorczej)).toEqual([1]);
    expect(filtrujRaty(raty, { ...f, typ: 'WSZYSTKIE', dataDo: '2025-12-31', kwotaOd: 200 })).toHaveLength(3);
    expect(sumaWybranych(raty, new Set([2, 5]))).toBe(640.25);
    expect(domyslneFiltry([], '2025-06-01')).toMatchObject({ dataOd: '2025-06-01', kwotaOd: 0, kwotaDo: 0 });
  });

  it('the due-date range is of the dates shown: a deferred instalment counts by its new date (issue 26 item 6)', () => {
    // anna.nowak's card: instalments III and IV deferred past the year's end, the last one not
    const karta = [
      rata(7, '2026-09-15', 562.5, { terminOdroczony: '2027-01-05', jestOdroczenieTerminu: true }),
      rata(8, '2026-11-15', 562.5, { terminOdroczony: '2027-02-04', jestRozlozenieNaRaty: true }),
      rata(9, '2026-12-15', 100),
    ];
    const f = domyslneFiltry(karta, '2026-11-26');
    expect(f).toMatchObject({ dataOd: '2026-12-15', dataDo: '2027-02-04' });
    expect(filtrujRaty(karta, f)).toHaveLength(3);
    // a range typed up to the year's end holds the instalment due then, not the ones deferred past it
    const doKoncaRoku = filtrujRaty(karta, { ...f, dataOd: '2026-01-01', dataDo: '2026-12-31' });
    expect(doKoncaRoku.map((r) => r.idNaleznosciRatyZbiorczej)).toEqual([9]);
  });

  it('the routes and the typ attribute decide the kind (spec 02 §2)', () => {
    expect(typWidoku('podatki-gminne')).toBe('PODATKI_GMINNE');
    expect(typWidoku('koncesje-na-alkohol')).toBe('OPLATY_LOKALNE');
    expect(typWidoku('wszystkie')).toBeNull();
    expect(typWidoku('cokolwiek')).toBeNull();
    expect(aplikacjaTrasy('/naleznosci-oplaty-psy')).toBe('OPLATY_PSY');
    expect(aplikacjaTrasy('/lista-naleznosci')).toBeNull();
  });
});

describe('the groups of the overview of everything owed', () => {
  it('overdue before the day; within 30 days the day itself to 30 days on; then the year; then later', () => {
    const dzien = '2026-11-26';
    expect(grupaZobowiazania('2026-11-25', dzien)).toBe('PO_TERMINIE');
    expect(grupaZobowiazania('2025-03-15', dzien)).toBe('PO_TERMINIE');
    expect(grupaZobowiazania(dzien, dzien)).toBe('W_30_DNI');
    expect(grupaZobowiazania('2026-12-26', dzien)).toBe('W_30_DNI');
    // 30 days on crosses the year: January's is within 30 days, not "later this year"
    expect(grupaZobowiazania('2026-12-27', '2026-12-20')).toBe('W_30_DNI');
    expect(grupaZobowiazania('2027-01-19', '2026-12-20')).toBe('W_30_DNI');
    expect(grupaZobowiazania('2027-01-20', '2026-12-20')).toBe('POZNIEJ');
    expect(grupaZobowiazania('2026-12-27', '2026-11-26')).toBe('W_TYM_ROKU');
    expect(grupaZobowiazania('2026-12-31', '2026-03-01')).toBe('W_TYM_ROKU');
    expect(grupaZobowiazania('2027-01-01', '2026-03-01')).toBe('POZNIEJ');
    // the overdue rule is the cards' (czyPoTerminie)
    expect(grupaZobowiazania('2026-03-15', '2026-03-16')).toBe('PO_TERMINIE');
    expect(czyPoTerminie(rata(1, '2026-03-15', 1), '2026-03-16')).toBe(true);
  });

  it('days on count calendar days across months, years and leap days', () => {
    expect(poDniach('2026-11-26', 30)).toBe('2026-12-26');
    expect(poDniach('2026-12-20', 30)).toBe('2027-01-19');
    expect(poDniach('2028-02-15', 30)).toBe('2028-03-16');
  });
});
