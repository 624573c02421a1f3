// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { useTestStorageEngine } from '@nanostores/persistent';
import { bodyRows, mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { FLAGI, cleanUp, signedIn, wodaApi } from '../../../tests/woda-harness.tsx';
import { FakturyWoda } from './FakturyWoda.tsx';
import { fakturyWodaFixtures as f } from './faktury-woda.fixtures.ts';

useTestStorageEngine();
afterEach(cleanUp);

const PESEL = 'pesel=85010112352';
const punkty = `/woda/dajPunktyOdbioru?${PESEL}`;
const faktury = (punkt: number, lata: string) =>
  `/woda/dajFaktury?idPunktuOdbioru=${punkt}&lataFaktur=${lata}&${PESEL}`;
const answers = {
  '/konfiguracja': { ...FLAGI, czyWyswietlicDaneUmowyOplatyZaWode: true },
  [punkty]: { punktyOdbioru: f.punkty },
  [faktury(101, '2026')]: f.faktury2026,
  [faktury(101, '2025,2026')]: f.fakturyDwaLata,
  [`/woda/dajDaneUmowy?idPunktu=101&${PESEL}`]: f.umowa,
};

describe('<FakturyWoda>', () => {
  it('asks with the subject for the first point and the latest year; shows the agreement, the rows and the total', async () => {
    signedIn();
    const api = wodaApi(answers);
    const host = await mount(FakturyWoda, api);
    await settle();
    expect(api.calls).toContain(faktury(101, '2026'));
    expect(host.querySelector('.g-umowa')?.textContent).toBe('Umowa nr UW/2018/0300 z dnia 09.11.2018');
    expect(bodyRows(host)).toEqual([
      ['FW/2026/10/010123', 'Woda i ścieki', '15.10.2026', 'nieopłacona', '336,32', 'Pobierz PDF'],
      ['FW/2026/08/010122', 'Woda i ścieki', '15.08.2026', '22.08.2026', '1\u00a0644,35', 'Pobierz PDF'],
    ]);
    expect(host.querySelector('tfoot')?.textContent).toContain('1\u00a0980,67');
    expect([...host.querySelectorAll('select option')].map((o) => o.textContent)).toEqual([
      'ul. Ogrodowa 7, 12-345 Zielona Dolina',
      'ROD „Słonecznik”, działka 48',
    ]);
  });

  it('adds a year, and downloads the PDF of one invoice; an invoice without a PDF shows a dash', async () => {
    signedIn();
    const api = wodaApi(answers);
    const host = await mount(FakturyWoda, api);
    await settle();
    await act(() => host.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click());
    const y2025 = [...host.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find((c) =>
      c.closest('label')?.textContent?.includes('2025'),
    )!;
    await act(() => y2025.click());
    await settle();
    await settle();
    expect(api.calls).toContain(faktury(101, '2025,2026'));
    const rows = bodyRows(host);
    expect(rows[1]!.at(-1)).toBe('—');
    const button = host.querySelector<HTMLButtonElement>(
      'tbody button[aria-label="Pobierz PDF: faktura FW/2026/10/010123"]',
    )!;
    await act(() => button.click());
    await settle();
    expect(api.files).toContain(`/woda/dajFakture?idDokumentuPdf=FV-123&${PESEL}`);
  });
});
