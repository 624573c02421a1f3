/**
 * The banks' 2D payment code's text (server/platnosci/kod-2d.ts, ZBP recommendation "standard 2D"): the nine
 * fields in their order, the amount's six digits, names and titles cut to 20 and 32 characters, Polish letters
 * kept, the separator never inside a field, and an amount the code cannot carry refused.
 */
import { describe, expect, it } from 'vitest';
import {
  KwotaPozaKodem2D,
  MAKS_GROSZE_2D,
  miesciSieW2D,
  pola2D,
  pole,
  tresc2D,
  type Przelew2D,
} from '../../server/platnosci/kod-2d.ts';

const RACHUNEK = '61109010140000555500000008';
const przelew: Przelew2D = {
  nip: '1234563218',
  rachunek: RACHUNEK,
  kwotaGrosze: 12345,
  odbiorca: 'UG Zielona Dolina',
  tytul: 'PN/2026/000398 – Podatki gminne',
};

describe('tresc2D', () => {
  it('joins the nine fields with "|": NIP, PL, account, grosze in six digits, name, title, three reserved', () => {
    expect(tresc2D(przelew)).toBe(
      `1234563218|PL|${RACHUNEK}|012345|UG Zielona Dolina|PN/2026/000398 – Podatki gminne|||`,
    );
    expect(tresc2D(przelew).split('|')).toHaveLength(9);
  });

  it('pads the amount to six digits and takes 0 and the largest, 999 999 grosze', () => {
    expect(pola2D(tresc2D({ ...przelew, kwotaGrosze: 1 })).kwotaGrosze).toBe(1);
    expect(tresc2D({ ...przelew, kwotaGrosze: 1 }).split('|')[3]).toBe('000001');
    expect(tresc2D({ ...przelew, kwotaGrosze: 0 }).split('|')[3]).toBe('000000');
    expect(tresc2D({ ...przelew, kwotaGrosze: MAKS_GROSZE_2D }).split('|')[3]).toBe('999999');
  });

  it('refuses an amount above 9 999,99 zł, negative or not whole grosze: no code rather than a wrong one', () => {
    for (const kwotaGrosze of [MAKS_GROSZE_2D + 1, 5_000_000, -1, 12.5, Number.NaN]) {
      expect(miesciSieW2D(kwotaGrosze)).toBe(false);
      expect(() => tresc2D({ ...przelew, kwotaGrosze })).toThrow(KwotaPozaKodem2D);
    }
    expect(() => tresc2D({ ...przelew, kwotaGrosze: 1_000_000 })).toThrow(/0–999999 grosze, not 1000000/);
    expect(miesciSieW2D(MAKS_GROSZE_2D)).toBe(true);
  });

  it('cuts the name to 20 and the title to 32 characters, at a word’s end when one is near', () => {
    const t = tresc2D({
      ...przelew,
      odbiorca: 'Urząd Gminy Zielona Dolina',
      tytul: 'WS/2025/000871 – Gospodarowanie odpadami komunalnymi 2025',
    });
    const { odbiorca, tytul } = pola2D(t);
    expect(odbiorca).toBe('Urząd Gminy Zielona');
    expect(tytul).toBe('WS/2025/000871 – Gospodarowanie');
    expect(Array.from(tytul).length).toBeLessThanOrEqual(32);
    // one long word is cut where the limit falls
    expect(pole('A'.repeat(40), 32)).toBe('A'.repeat(32));
    expect(pole('PN/2026/000398/0001/0002/0003/0004 x', 32)).toBe('PN/2026/000398/0001/0002/0003/00');
    // a cut at a word's end keeps that word
    expect(pole('Ala ma kota', 6)).toBe('Ala ma');
  });

  it('keeps Polish letters and counts them as one character each', () => {
    const tytul = 'Opłata żółć źdźbło ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż';
    expect(pola2D(tresc2D({ ...przelew, tytul })).tytul).toBe('Opłata żółć źdźbło ĄĆĘŁŃÓŚŹŻ');
    expect(pole('Gmina Łęczna Śląska Wieś', 20)).toBe('Gmina Łęczna Śląska');
    expect(Array.from(pole('ł'.repeat(25), 20))).toHaveLength(20);
  });

  it('never lets a field hold the separator or a line break, and collapses spaces', () => {
    const t = tresc2D({ ...przelew, odbiorca: 'Urząd|Gminy', tytul: ' rata\tI |\nrata  II ' });
    expect(t.split('|')).toHaveLength(9);
    expect(pola2D(t)).toMatchObject({ odbiorca: 'Urząd Gminy', tytul: 'rata I rata II' });
  });

  it('takes an account and a NIP written with spaces or hyphens, an empty NIP, and refuses malformed ones', () => {
    const t = tresc2D({ ...przelew, nip: '123-456-32-18', rachunek: '61 1090 1014 0000 5555 0000 0008' });
    expect(pola2D(t)).toMatchObject({ nip: '1234563218', rachunek: RACHUNEK, kraj: 'PL' });
    expect(tresc2D({ ...przelew, nip: null }).startsWith(`|PL|${RACHUNEK}|`)).toBe(true);
    expect(() => tresc2D({ ...przelew, rachunek: RACHUNEK.slice(1) })).toThrow(TypeError);
    expect(() => tresc2D({ ...przelew, rachunek: `PL${RACHUNEK}` })).toThrow(TypeError);
    expect(() => tresc2D({ ...przelew, nip: '123456321' })).toThrow(TypeError);
    expect(() => tresc2D({ ...przelew, tytul: ' | ' })).toThrow(TypeError);
  });

  it('stays within the recommendation’s 160 characters at the longest', () => {
    const t = tresc2D({ ...przelew, odbiorca: 'x'.repeat(99), tytul: 'y'.repeat(99), kwotaGrosze: 999_999 });
    expect(t.length).toBeLessThanOrEqual(160);
  });
});
