// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { fixedT } from '../../core/i18n/index.ts';
import {
  asSubject,
  firma,
  kto,
  mount,
  osoba,
  protectedApi,
  signOut,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import {
  OplatyZaZezwolenia,
  ratyWplaty,
  sumaWplat,
  sumyNaleznosci,
  uwagiWplaty,
} from './OplatyZaZezwolenia.tsx';
import { zezwoleniaFixtures as f, wplata } from './oplaty-za-zezwolenia.fixtures.ts';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  signOut();
  cleanTestStorage();
});

const t = fixedT('pl');
const sciezka = '/alkohole/dajOplatyZaZezwolenia';
const lata = `${sciezka}?${kto(firma)}`;
const rok = (r: number) => `${sciezka}?${kto(firma)}&rok=${r}`;
const rowsOf = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent ?? ''));

describe('permit fees: the declaration’s pure parts', () => {
  it('names the instalments a payment covers with the labels I, II, III and whole', () => {
    expect(ratyWplaty(wplata({ czyDotyczyRaty1: true, czyDotyczyRaty3: true }), t)).toBe('I, III');
    expect(ratyWplaty(wplata({ czyDotyczyWszystkichRat: true, czyDotyczyRaty2: true }), t)).toBe('całość');
    expect(ratyWplaty(wplata(), t)).toBe('—');
  });

  it('says late statement, late and cancelled in the remarks', () => {
    expect(uwagiWplaty(wplata(), t)).toBe('');
    expect(
      uwagiWplaty(
        wplata({
          czyNieterminoweZlozenieOswiadczenia: true,
          czySplaconaPoTerminie: true,
          czyAnulowana: true,
        }),
        t,
      ),
    ).toBe('nieterminowe oświadczenie, po terminie, anulowana');
  });

  it('a cancelled payment counts for nothing in the total paid; the dues are summed per column', () => {
    expect(sumaWplat(f.rok2025.uiszczoneOplaty)).toBe(175 + 227.5 + 700 + 157.5);
    const sumy = sumyNaleznosci(f.rok2025.naleznosciZaZezwolenie, t);
    expect(sumy).toMatchObject({
      pelnyNrZezwolenia: 'Razem',
      kwotaNalezna: '2\u00a0625,00',
      dodatkowaOplRata2: '52,50',
      dodatkowaOplNieterOsw: '157,50',
    });
  });
});

describe('<OplatyZaZezwolenia>', () => {
  it('for a person asks for nothing and says in place that the subject has no access; no legal notes', async () => {
    const api = protectedApi({});
    await asSubject(osoba);
    const host = await mount(OplatyZaZezwolenia, api);
    expect(api.calls).toEqual([]);
    expect(host.textContent).toContain('Wybrany podmiot nie ma dostępu do tej usługi');
    expect(host.textContent).not.toContain('art. 18 ust. 12a');
  });

  it('for an institution shows the four tables of the latest year, their totals and the two legal notes', async () => {
    const api = protectedApi({ [lata]: f.rok2025, [rok(2025)]: f.rok2025 });
    await asSubject(firma);
    const host = await mount(OplatyZaZezwolenia, api);
    expect(api.calls).toEqual([lata, rok(2025)]);
    expect(host.querySelector('label')?.textContent).toBe('Rok budżetowy');
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Zezwolenia',
      'Należności za zezwolenie',
      'Uiszczone opłaty',
      'Należności pozostałe do spłaty',
    ]);
    const [zez, nal, wpl, poz] = [...host.querySelectorAll('table')];
    expect(rowsOf(zez!).map((r) => r[0])).toEqual(['A/7/2022', 'C/3/2024']);
    expect(rowsOf(nal!)[0]).toEqual([
      'A/7/2022',
      '525,00',
      '175,00',
      '175,00',
      '175,00',
      '0,00',
      '52,50',
      '0,00',
      '0,00',
    ]);
    expect(rowsOf(wpl!).map((r) => [r[3], r[4]])).toEqual([
      ['I', ''],
      ['II', 'po terminie'],
      ['I, III', ''],
      ['III', 'anulowana'],
      ['—', 'nieterminowe oświadczenie'],
    ]);
    expect(wpl!.querySelector('tfoot')?.textContent).toContain('1\u00a0260,00');
    expect(rowsOf(poz!)).toEqual([['A/7/2022', '175,00']]);
    const noty = host.querySelectorAll('.g-noty p');
    expect(noty).toHaveLength(2);
    expect(noty[0]!.textContent).toContain('art. 18 ust. 12a ustawy z dnia 26 października 1982 r.');
    expect(noty[1]!.textContent).toContain('art. 18 ust. 12b');
  });

  it('says "Brak opłat za zezwolenia" for an institution without fees', async () => {
    await asSubject(firma);
    const host = await mount(OplatyZaZezwolenia, protectedApi({ [lata]: f.pusto }));
    expect(host.textContent).toContain('Brak opłat za zezwolenia');
    expect(host.querySelector('table')).toBeNull();
  });
});
