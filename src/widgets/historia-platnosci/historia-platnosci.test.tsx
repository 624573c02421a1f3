// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Platnosc } from '../../core/api/platnosci.ts';
import {
  JAN,
  mountAs,
  protectedApi,
  settle,
  signOut,
  SPOLDZIELNIA,
  switchTo,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { HistoriaPlatnosci } from './HistoriaPlatnosci.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  signOut();
});

const HISTORIA_JANA = '/platnosci/dajHistoriePlatnosci?pesel=85010112352';
const HISTORIA_SPOLDZIELNI = '/platnosci/dajHistoriePlatnosci?nip=5252525259';
const NRB = '61109010140000555500000008';

const kir = (i: number): Platnosc => ({
  idTransakcji: `${String(i).padStart(2, '0')}${'a'.repeat(30)}`,
  tytul: `Woda i ścieki WS/2025/000871 – rata ${i}`,
  kwota: 151 + i,
  kodWaluty: 'PLN',
  dataZlecenia: `2025-07-${String(10 + i).padStart(2, '0')}T19:06:41`,
  opisPlatnosci: {
    typPlatnosci: 'kir',
    status: 'ZAKSIEGOWANA',
    opisStatusu: 'Płatność zaksięgowana',
    transakcjaKIR: {
      waznoscTransakcji: `2025-07-${String(10 + i).padStart(2, '0')}T19:36:41`,
      akceptantNumerRachunku: NRB,
      akceptantNazwaRachunku: 'Urząd Gminy Zielona Dolina',
    },
    transakcjaP24: null,
  },
  raty: [
    {
      idKartyNaleznosci: 3,
      symbolKarty: 'WS/2025/000871',
      rodzajOplaty: 'Dostawa wody, Odprowadzanie ścieków',
      opisNrRaty: 'IV,CALOSC',
      terminPlatnosci: '2025-07-20',
      kwotaRaty: 151,
      kwotaGlowna: 151,
      kosztUpomnien: 0,
      oplataProlongacyjna: 0,
      kwotaOdsetek: 0,
      kwotaVat: 11.19,
    },
  ],
});
const p24: Platnosc = {
  ...kir(0),
  idTransakcji: 'f'.repeat(32),
  tytul: 'Opłata za odpady komunalne OD/2025/001187 – rata IV',
  kwota: 344,
  dataZlecenia: '2026-11-23T18:42:15',
  opisPlatnosci: {
    typPlatnosci: 'p24',
    status: 'ZAAKCEPTOWANA',
    opisStatusu: 'Płatność zaakceptowana – oczekuje na zaksięgowanie',
    transakcjaKIR: null,
    transakcjaP24: {
      iban: `PL${NRB}`,
      odbiorcaNazwa: 'Urząd Gminy Zielona Dolina',
      odbiorcaAdres: 'ul. Lipowa 12',
      odbiorcaMiasto: 'Zielona Dolina',
      odbiorcaKodPocztowy: '12-345',
      odbiorcaEmail: 'sekretariat@zielonadolina.example.pl',
      odbiorcaKodPanstwa: 'PL',
      urlTransakcji: null,
    },
  },
};
/** Seven transactions: the table has two pages of five. */
const platnosci = [p24, ...[1, 2, 3, 4, 5, 6].map(kir)];

const click = async (el: Element | null | undefined) => {
  expect(el).toBeTruthy();
  await act(() => (el as HTMLElement).click());
  await settle();
};
const toggles = (host: ParentNode) => [
  ...host.querySelectorAll<HTMLButtonElement>('.g-historia-platnosci > .g-list-table .g-detail-toggle'),
];
const pdfButton = (host: ParentNode) =>
  [...host.querySelectorAll<HTMLButtonElement>('.g-toolbar button')].find(
    (b) => b.textContent === 'Pobierz PDF',
  )!;
const details = (host: ParentNode) => [...host.querySelectorAll('.g-detail-row')];
const pairs = (host: ParentNode) =>
  Object.fromEntries(
    [...host.querySelectorAll('.g-platnosc-dane > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]),
  );

describe('<HistoriaPlatnosci>', () => {
  it('lists title, amount, order date and the provider with the state; the PDF button waits for an opened row', async () => {
    const api = protectedApi({ [HISTORIA_JANA]: { platnosci } });
    const host = await mountAs(HistoriaPlatnosci, api, JAN);
    expect(host.querySelector('h2')!.textContent).toBe('Historia płatności internetowych');
    const first = host.querySelector('.g-historia-platnosci tbody tr')!;
    expect([...first.children].slice(0, 4).map((c) => c.textContent)).toEqual([
      'Opłata za odpady komunalne OD/2025/001187 – rata IV',
      '344,00\u00a0zł',
      '23.11.2026 18:42',
      'Przelewy24 – zaakceptowana, czeka na zaksięgowanie',
    ]);
    expect(toggles(host)[0]!.getAttribute('aria-label')).toBe(
      'Pokaż szczegóły: Opłata za odpady komunalne OD/2025/001187 – rata IV z 23.11.2026 18:42',
    );
    // none opened (spec 02 §2 "0 if none"): the PDF of the whole list (issue 26 item 9)
    expect(pdfButton(host).disabled).toBe(false);
    expect(host.querySelector('.g-historia-podpowiedz')!.textContent).toBe(
      'Bez otwartych szczegółów PDF obejmuje całą listę; po otwarciu szczegółów – tę jedną płatność.',
    );
    await click(pdfButton(host));
    expect(api.files).toEqual(['/platnosci/dajHistoriePlatnosci/pdf?pesel=85010112352']);
  });

  it('the P24 address row: a link to finish paying while the server gives one, no row otherwise', async () => {
    const adres = `https://gmina.example/api/platnosci/przejdz/${'f'.repeat(32)}`;
    const otwarta: Platnosc = {
      ...p24,
      opisPlatnosci: {
        ...p24.opisPlatnosci,
        status: 'ZLECONA',
        transakcjaP24: { ...p24.opisPlatnosci.transakcjaP24!, urlTransakcji: adres },
      },
    };
    const api = protectedApi({ [HISTORIA_JANA]: { platnosci: [otwarta, kir(1)] } });
    const host = await mountAs(HistoriaPlatnosci, api, JAN);
    await click(toggles(host)[0]);
    const link = host.querySelector<HTMLAnchorElement>('.g-platnosc-dane a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Dokończ płatność w Przelewy24', adres]);
    expect(pairs(host)['Adres transakcji']).toBe('Dokończ płatność w Przelewy24');
    unmountAll();
    const bez = await mountAs(HistoriaPlatnosci, protectedApi({ [HISTORIA_JANA]: { platnosci } }), JAN);
    await click(toggles(bez)[0]);
    expect(pairs(bez)).not.toHaveProperty('Adres transakcji');
  });

  it('one open at a time: another row switches, the PDF is of the opened one, hiding or a page change closes it', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const api = protectedApi({ [HISTORIA_JANA]: { platnosci } });
    const host = await mountAs(HistoriaPlatnosci, api, JAN);

    await click(toggles(host)[1]);
    expect(details(host)).toHaveLength(1);
    expect(toggles(host)[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(toggles(host)[1]!.getAttribute('aria-label')).toMatch(/^Ukryj szczegóły: Woda i ścieki/);
    expect(scrolled).toHaveBeenCalled();
    expect(pairs(host)).toEqual({
      'Identyfikator transakcji': kir(1).idTransakcji,
      Status: 'zaksięgowana',
      'Ważna do': '11.07.2025 19:36',
      'Numer rachunku akceptanta': '61 1090 1014 0000 5555 0000 0008',
      'Nazwa rachunku akceptanta': 'Urząd Gminy Zielona Dolina',
    });
    const rata = details(host)[0]!.querySelector('tbody tr')!;
    expect([...rata.children].map((c) => c.textContent)).toEqual([
      // the card of the instalment (a transfer of several cards pays instalments of each)
      'WS/2025/000871',
      'Dostawa wody, Odprowadzanie ścieków',
      'rata IV, całość',
      '20.07.2025',
      '151,00',
      '151,00',
      '0,00',
      '0,00',
      '0,00',
      '11,19',
    ]);
    expect(pdfButton(host).disabled).toBe(false);
    await click(pdfButton(host));
    expect(api.files).toEqual([
      `/platnosci/dajHistoriePlatnosci/pdf?idTransakcji=${kir(1).idTransakcji}&pesel=85010112352`,
    ]);

    // another row's button switches to it
    await click(toggles(host)[0]);
    expect(details(host)).toHaveLength(1);
    expect(toggles(host)[1]!.getAttribute('aria-expanded')).toBe('false');
    expect(pairs(host)).toEqual({
      'Identyfikator transakcji': p24.idTransakcji,
      Status: 'zaakceptowana, czeka na zaksięgowanie',
      IBAN: 'PL61 1090 1014 0000 5555 0000 0008',
      'Nazwa odbiorcy': 'Urząd Gminy Zielona Dolina',
      'Adres odbiorcy': 'ul. Lipowa 12',
      Miejscowość: 'Zielona Dolina',
      'Kod pocztowy': '12-345',
      'E-mail': 'sekretariat@zielonadolina.example.pl',
      'Kod kraju': 'PL',
    });
    await click(pdfButton(host));
    expect(api.files.at(-1)).toBe(
      `/platnosci/dajHistoriePlatnosci/pdf?idTransakcji=${p24.idTransakcji}&pesel=85010112352`,
    );

    // hiding it: no details, the PDF of the list again
    await click(toggles(host)[0]);
    expect(details(host)).toHaveLength(0);
    await click(pdfButton(host));
    expect(api.files.at(-1)).toBe('/platnosci/dajHistoriePlatnosci/pdf?pesel=85010112352');

    // a page change hides the opened details
    await click(toggles(host)[2]);
    expect(pdfButton(host).disabled).toBe(false);
    await click(host.querySelector('.g-historia-platnosci > .g-list-table [aria-label="Następna strona"]'));
    expect(details(host)).toHaveLength(0);
    expect(host.querySelector('.g-historia-podpowiedz')).not.toBeNull();
    expect(toggles(host)).toHaveLength(2);
  });

  it('an accepted or posted payment offers its receipt; one the provider has not taken offers none', async () => {
    const zlecona: Platnosc = {
      ...kir(2),
      opisPlatnosci: { ...kir(2).opisPlatnosci, status: 'ZLECONA', opisStatusu: 'Płatność zlecona' },
    };
    const api = protectedApi({ [HISTORIA_JANA]: { platnosci: [p24, kir(1), zlecona] } });
    const host = await mountAs(HistoriaPlatnosci, api, JAN);
    const potwierdzenie = () =>
      [...host.querySelectorAll<HTMLButtonElement>('.g-detail-row button')].find(
        (b) => b.textContent === 'Pobierz potwierdzenie (PDF)',
      );
    for (const [i, p] of [p24, kir(1)].entries()) {
      await click(toggles(host)[i]);
      const b = potwierdzenie()!;
      // named by its payment: the list's own "Pobierz PDF" is on the same screen
      expect(b.getAttribute('aria-label')).toBe(`Pobierz potwierdzenie (PDF): ${p.tytul}`);
      await click(b);
      expect(api.files.at(-1)).toBe(
        `/platnosci/drukPotwierdzenia?idPrzelewu=${p.idTransakcji}&pesel=85010112352`,
      );
    }
    await click(toggles(host)[2]);
    expect(details(host)).toHaveLength(1);
    expect(potwierdzenie()).toBeUndefined();
  });

  it("another subject's history starts with nothing opened; an empty one says so and offers no PDF", async () => {
    const api = protectedApi({ [HISTORIA_JANA]: { platnosci }, [HISTORIA_SPOLDZIELNI]: { platnosci: [] } });
    const host = await mountAs(HistoriaPlatnosci, api, JAN);
    await click(toggles(host)[0]);
    expect(pdfButton(host).disabled).toBe(false);
    await switchTo(SPOLDZIELNIA);
    expect(host.textContent).toContain('Brak płatności internetowych');
    expect(pdfButton(host)).toBeUndefined();
    expect(host.querySelector('.g-historia-podpowiedz')).toBeNull();
    await switchTo(JAN);
    expect(details(host)).toHaveLength(0);
    expect(host.querySelector('.g-historia-podpowiedz')).not.toBeNull();
  });
});
