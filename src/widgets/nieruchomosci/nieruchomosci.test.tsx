// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act } from 'preact/test-utils';
import {
  bodyRows,
  mountAs,
  protectedApi,
  settle,
  signOut,
  SPOLDZIELNIA,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { formatArea, Nieruchomosci } from './Nieruchomosci.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  signOut();
});

const sciezka = '/podatkiGminne/dajNieruchomosci?nip=5252525259';
const wspolne = { nrKarty: 'N/00087', opisPodatku: 'Podatek od nieruchomości' };
const dane = {
  grunty: [
    {
      ...wspolne,
      nazwaStawki: 'Grunty pozostałe',
      powierzchniaGruntu: 3326,
      jednostkaPowierzchni: 'm2',
      daneGeodezyjne: { pelnyIdentyfikator: '180101_2.0001.412/1' },
    },
    {
      ...wspolne,
      opisPodatku: 'Podatek rolny',
      nazwaStawki: 'Grunty orne klasy IIIa',
      powierzchniaGruntu: 4.2,
      jednostkaPowierzchni: 'ha',
      daneGeodezyjne: { pelnyIdentyfikator: '180101_2.0001.87/1' },
    },
  ],
  budynki: [
    {
      ...wspolne,
      nazwaStawki: 'Budynki mieszkalne',
      powierzchniaBudynku: 2543.3,
      jednostkaPowierzchni: 'm2',
      daneGeodezyjne: { pelnyIdentyfikator: '180101_2.0001.412/1.1_BUD' },
      dokumentWlasnosci: { typ: 'Księga wieczysta', numer: 'KS1Z/00012345/6', dataWydania: '1994-03-11' },
    },
    {
      ...wspolne,
      nazwaStawki: 'Budynki pozostałe',
      powierzchniaBudynku: 24,
      jednostkaPowierzchni: 'm3',
      daneGeodezyjne: { pelnyIdentyfikator: '180101_2.0001.412/1.2_BUD' },
      dokumentWlasnosci: null,
    },
  ],
  budowle: [],
};

describe('<Nieruchomosci>', () => {
  it('three tables with their headings, areas with units as m² and m³, documents, and the empty one says so', async () => {
    const api = protectedApi({ [sciezka]: dane });
    const host = await mountAs(Nieruchomosci, api, SPOLDZIELNIA);
    expect(api.calls).toEqual([sciezka]);
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Grunty',
      'Budynki',
      'Budowle',
    ]);
    const [grunty, budynki] = [...host.querySelectorAll('table')];
    expect(bodyRows(grunty!)).toEqual([
      ['N/00087', 'Podatek od nieruchomości', '3\u00a0326', 'm²', 'Grunty pozostałe'],
      ['N/00087', 'Podatek rolny', '4,2', 'ha', 'Grunty orne klasy IIIa'],
    ]);
    expect(
      [...budynki!.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual([
      'Nr karty',
      'Sposób opodatkowania',
      'Powierzchnia',
      'Jednostka',
      'Nazwa stawki',
      'Identyfikator budynku',
      'Rodzaj dokumentu własności',
      'Numer dokumentu',
      'Data wydania',
    ]);
    expect(bodyRows(budynki!)).toEqual([
      [
        'N/00087',
        'Podatek od nieruchomości',
        '2\u00a0543,3',
        'm²',
        'Budynki mieszkalne',
        '180101_2.0001.412/1.1_BUD',
        'Księga wieczysta',
        'KS1Z/00012345/6',
        '11.03.1994',
      ],
      [
        'N/00087',
        'Podatek od nieruchomości',
        '24',
        'm³',
        'Budynki pozostałe',
        '180101_2.0001.412/1.2_BUD',
        '—',
        '—',
        '—',
      ],
    ]);
    expect(host.querySelectorAll('table')).toHaveLength(2);
    expect(host.textContent).toContain('Brak budowli');
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual(['/podatkiGminne/dajNieruchomosci/pdf?nip=5252525259']);
  });

  it('nothing at all: each table its own empty text', async () => {
    const host = await mountAs(
      Nieruchomosci,
      protectedApi({ [sciezka]: { grunty: [], budynki: [], budowle: [] } }),
      SPOLDZIELNIA,
    );
    for (const s of ['Brak gruntów', 'Brak budynków', 'Brak budowli']) expect(host.textContent).toContain(s);
    expect(host.querySelector('table')).toBeNull();
    expect(host.textContent).not.toContain('Pobierz PDF');
  });

  it('areas: grouping, only the decimals there are, up to four', () => {
    expect([812, 1200, 4.2, 2.3456, 146.5, 0.12345].map(formatArea)).toEqual([
      '812',
      '1\u00a0200',
      '4,2',
      '2,3456',
      '146,5',
      '0,1235',
    ]);
  });
});
