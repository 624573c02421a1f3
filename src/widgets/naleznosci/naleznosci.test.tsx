// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Api, RequestOptions } from '../../core/api/client.ts';
import type { Karta } from '../../core/api/naleznosci.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $token } from '../../core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../../core/stores/subject.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';
import { Naleznosci } from './Naleznosci.tsx';
import { ratyKarty } from '../../core/rules/naleznosci.fixtures.ts';

useTestStorageEngine();

const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };

const karta = (id: number, aplikacja: Karta['aplikacjaNaleznosci'], suma: number, poTerminie = 0): Karta => ({
  idKartyNaleznosci: id,
  rok: 2025,
  aplikacjaNaleznosci: aplikacja,
  symbolKarty: `K/${id}`,
  numerKontaBankowego: '57109010140000555500000002',
  suma,
  sumaPoTerminie: poTerminie,
  nazwaPlatnika: 'Jan Kowalski',
  czyInstytucja: false,
  numerDecyzji: null,
});

const raty = ratyKarty;

interface Call {
  path: string;
  opts: RequestOptions | undefined;
}
function fakeApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const files: Call[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _schema, opts) {
      calls.push({ path, opts });
      // the account's own calls (user info, subjects) stay pending: the test sets the subject itself
      if (!(path in answers)) return new Promise(() => undefined);
      return structuredClone(answers[path]) as never;
    },
    async file(path, opts) {
      files.push({ path, opts });
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
  return { api, calls, files };
}

const answers = {
  '/naleznosci/dajNaleznosci': {
    karty: [karta(1, 'PODATKI_GMINNE', 744, 744), karta(2, 'ODPADY', 324.5), karta(3, 'ODPADY', 0)],
  },
  '/naleznosci/dajRaty': { karta: karta(1, 'PODATKI_GMINNE', 744, 744), ratyZbiorcze: raty },
  '/naleznosci/dajHistorieZaksiegowanychWplat': { wplaty: [] },
  '/naleznosci/dajElementyDochodzeniaNaleznosci': { elementy: [] },
  '/naleznosci/dajWspolzobowiazanych': {
    wspolzobowiazani: [
      {
        nrKarty: 'K/1',
        nazwaUdzialowca: 'Maria Kowalska',
        udzial: '1/2',
        formaWladania: 'współwłasność',
        adresUdzialowca: 'ul. Lipowa 12',
      },
    ],
  },
};

beforeEach(() => {
  $token.set('pelny');
  $subjects.set([osoba]);
  chooseSubject(osoba);
});
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  setNavigationHandler(null);
  $token.set(undefined);
  $subjects.set([]);
});

/** Settles until `cond` holds (the card detail is a lazily imported chunk). */
async function until(cond: () => boolean) {
  for (let i = 0; i < 50 && !cond(); i++) {
    await act(() => new Promise<void>((r) => setTimeout(r, 10)));
  }
  expect(cond()).toBe(true);
}

const rowsText = (host: ParentNode) =>
  [...host.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
const input = async (el: HTMLInputElement, value: string) => {
  await act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
};
const choose = async (select: HTMLSelectElement, value: string) => {
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
};
const fieldByLabel = (host: ParentNode, label: string) => {
  const l = [...host.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return host.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(l.htmlFor)}`)!;
};

describe('<gmina-naleznosci> list', () => {
  it('preselects the type of the attribute, sums what is owed and overdue in words, lists only that type', async () => {
    const { api, calls } = fakeApi(answers);
    const host = await mountNode(<Naleznosci typ="odpady" />, api);
    expect(calls.find((c) => c.path === '/naleznosci/dajNaleznosci')?.opts?.query).toEqual({
      pesel: '85010112352',
    });
    expect((fieldByLabel(host, 'Rodzaj należności') as HTMLSelectElement).value).toBe('ODPADY');
    expect(host.querySelector('h2')?.textContent).toBe('Należności do zapłaty – odpady');
    expect(rowsText(host)).toHaveLength(2);
    expect(host.querySelector('.g-dues-summary')?.textContent).toBe(
      'Do zapłaty: 324,50\u00a0zł – nic po terminie',
    );
    await choose(fieldByLabel(host, 'Rodzaj należności') as HTMLSelectElement, 'WSZYSTKIE');
    expect(rowsText(host)).toHaveLength(3);
    expect(host.querySelector('.g-dues-summary .g-overdue')?.textContent).toBe(
      'w tym po terminie: 744,00\u00a0zł',
    );
    expect(host.textContent).toContain('57 1090 1014 0000 5555 0000 0002');
  });

  it('in the portal a card goes to its kind’s detail route; on a CMS page it opens in place with Back', async () => {
    const { api } = fakeApi(answers);
    const to: string[] = [];
    setNavigationHandler((t) => to.push(t));
    const inPortal = await mountNode(<Naleznosci typ="wszystkie" />, api, true);
    await act(() => inPortal.querySelector<HTMLButtonElement>('[aria-label="Szczegóły karty K/1"]')!.click());
    expect(to).toEqual(['/naleznosci-podatki-gminne?karta=1&instytucja=false']);
    setNavigationHandler(null);
    unmountAll();

    const host = await mountNode(<Naleznosci />, api);
    await act(() => host.querySelector<HTMLButtonElement>('[aria-label="Szczegóły karty K/1"]')!.click());
    await until(() => host.querySelector('h2')?.textContent === 'Należności – podatki gminne');
    await act(() =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === 'Wróć do listy należności')!.click(),
    );
    await settle();
    expect(host.querySelector('h2')?.textContent).toBe('Należności do zapłaty');
  });

  it('says there are no dues for a subject without cards', async () => {
    const { api } = fakeApi({ ...answers, '/naleznosci/dajNaleznosci': { karty: [] } });
    const host = await mountNode(<Naleznosci />, api);
    expect(host.textContent).toContain('Brak należności');
  });
});

describe('<gmina-naleznosci> card detail', () => {
  const mountKarta = async (instytucja = 'false') => {
    const f = fakeApi(answers);
    const host = await mountNode(<Naleznosci karta="1" instytucja={instytucja} />, f.api);
    if (instytucja === 'false') await until(() => host.querySelector('.g-karta tbody tr') !== null);
    return { host, ...f };
  };

  it('shows the unpaid instalments, checkboxes only where payable, overdue said in words, flags', async () => {
    const { host } = await mountKarta();
    const rows = [...host.querySelectorAll('.g-raty-tabela tbody tr')];
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.querySelector('input[type=checkbox]') !== null)).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(rows[0]!.textContent).toContain('po terminie');
    expect(rows[0]!.querySelector('.g-flags')?.textContent).toBe('U (upomnienie)');
    expect(rows[1]!.textContent).toContain('tytuł wykonawczy');
    expect(rows[2]!.textContent).toContain('płatność zlecona: Przelewy24');
    expect(rows[3]!.textContent).not.toContain('po terminie');
    expect(host.querySelector('.g-legend')?.textContent).toContain('Wwezwanie do zapłaty');
  });

  it('selecting sums the total; the proof of payment gets exactly the chosen instalments; a filter change resets', async () => {
    const { host, files } = await mountKarta();
    const boxes = () => [...host.querySelectorAll<HTMLInputElement>('.g-raty-tabela input[type=checkbox]')];
    const proof = () =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz dowód wpłaty')!;
    expect(proof().disabled).toBe(true);
    await act(() => boxes()[0]!.click());
    await act(() => boxes()[2]!.click());
    expect(host.querySelector('.g-selection p')?.textContent).toBe('Wybrano 2 raty na kwotę 740,00\u00a0zł');
    await act(() => proof().click());
    await settle();
    expect(files.at(-1)).toMatchObject({
      path: '/platnosci/drukDowoduWplaty',
      opts: {
        method: 'POST',
        query: { pesel: '85010112352' },
        body: { idKartyNaleznosci: 1, idNaleznosciRatyZbiorczej: [2, 6], idNaleznosciRaty: [20, 60] },
      },
    });
    await choose(fieldByLabel(host, 'Raty') as HTMLSelectElement, 'WSZYSTKIE');
    expect(host.querySelector('.g-selection p')?.textContent).toContain('Nie wybrano żadnej raty');
    expect(host.querySelectorAll('.g-raty-tabela tbody tr')).toHaveLength(5); // page size 5 of 6
    // spec 02 §9: the instalment table's page size is 5, with no other size offered
    expect(host.querySelector('.g-raty-tabela .g-pager')?.textContent).toContain('1–5 z 6');
    expect(host.querySelector('.g-raty-tabela .g-pager select')).toBeNull();
  });

  it('a wrong date keeps what was typed, says why and leaves the filter; a good one filters and resets', async () => {
    const { host } = await mountKarta();
    const od = fieldByLabel(host, 'Termin płatności od') as HTMLInputElement;
    await act(() => host.querySelector<HTMLInputElement>('.g-raty-tabela input[type=checkbox]')!.click());
    await input(od, '31.02.2025');
    expect(od.value).toBe('31.02.2025');
    expect(od.getAttribute('aria-invalid')).toBe('true');
    expect(host.textContent).toContain('Wprowadzono błędną date');
    expect(host.querySelector('.g-selection p')?.textContent).toContain('Wybrano 1 ratę');
    // issue 26 item 6: due dates lie in the future, so the range may end there (the default ends at 15.05.2099)
    const do_ = fieldByLabel(host, 'Termin płatności do') as HTMLInputElement;
    expect(do_.value).toBe('15.05.2099');
    await input(do_, '31.12.2099');
    expect(do_.getAttribute('aria-invalid')).toBeNull();
    expect(host.textContent).not.toContain('Data nie może być wartością przyszłą');
    await input(do_, '31.12.1899');
    expect(host.textContent).toContain('Data nie może być sprzed 1900');
    await input(do_, '31.10.2025');
    expect(do_.getAttribute('aria-invalid')).toBeNull();
    expect(od.getAttribute('aria-invalid')).toBe('true'); // its own text is still wrong
    expect(host.querySelectorAll('.g-raty-tabela tbody tr')).toHaveLength(2);
    expect(host.querySelector('.g-selection p')?.textContent).toContain('Nie wybrano');
    await input(od, '01.06.2025');
    expect(od.getAttribute('aria-invalid')).toBeNull();
    expect(host.querySelectorAll('.g-raty-tabela tbody tr')).toHaveLength(1);
    const kwotaDo = fieldByLabel(host, 'Kwota raty do (zł)') as HTMLInputElement;
    await input(kwotaDo, 'dużo');
    expect(host.textContent).toContain('Wpisz kwotę, np. 125,50');
    await input(kwotaDo, '100');
    expect(host.textContent).toContain('Początek zakresu nie może być większy niż jego koniec');
    await input(kwotaDo, '390');
    expect(host.querySelectorAll('.g-raty-tabela tbody tr')).toHaveLength(1);
  });

  it('the instalments PDF carries the filters; booked payments, recovery and co-obligors are shown', async () => {
    const { host, files } = await mountKarta();
    await act(() =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!.click(),
    );
    await settle();
    expect(files.at(-1)).toMatchObject({
      path: '/naleznosci/dajRaty/pdf',
      opts: {
        query: {
          pesel: '85010112352',
          tytul: 'Należności – podatki gminne',
          idKartyNaleznosci: '1',
          typNaleznosci: 'NIESPLACONE',
          dataOd: '2025-03-15',
          dataDo: '2099-05-15',
          kwotaOd: '120.50',
          kwotaDo: '390.00',
        },
      },
    });
    expect(host.textContent).toContain('Brak zaksięgowanych wpłat');
    expect(host.textContent).toContain('Brak elementów dochodzenia należności');
    expect(host.textContent).toContain('Maria Kowalska');
  });

  it('a card of the other kind of subject goes back to the dues list (spec 02 §2)', async () => {
    const to: string[] = [];
    setNavigationHandler((t) => to.push(t));
    const { calls } = await mountKarta('true');
    await until(() => to.length > 0);
    expect(to).toEqual(['/lista-naleznosci']);
    expect(calls.some((c) => c.path === '/naleznosci/dajRaty')).toBe(false);
  });
});

describe('<gmina-naleznosci> explanations of the words (issue 26 item 11)', () => {
  const objasnienia = (host: ParentNode) => host.querySelector<HTMLDetailsElement>('details.g-objasnienia');
  const terminy = (d: HTMLDetailsElement) => [...d.querySelectorAll('dt')].map((x) => x.textContent);
  /** Opens the disclosure as a click on its summary does; its text is fetched on the first opening. */
  const otworz = async (d: HTMLDetailsElement) => {
    expect(d.open).toBe(false);
    expect(d.querySelector('dl')).toBeNull();
    await act(() => {
      d.open = true;
      d.dispatchEvent(new Event('toggle'));
    });
    await until(() => d.querySelector('dl') !== null);
  };

  it('the list offers "Objaśnienia", closed, saying what a card and its amounts are', async () => {
    const { api } = fakeApi(answers);
    const host = await mountNode(<Naleznosci />, api);
    const d = objasnienia(host)!;
    expect(d.querySelector('summary')?.textContent).toBe('Objaśnienia');
    await otworz(d);
    expect(terminy(d)).toEqual(['Karta należności', 'Do zapłaty', 'W tym po terminie']);
    expect(d.textContent).toContain('Każda karta ma własny numer rachunku');
  });

  it('the card explains collective instalments, the amounts and each letter in plain words', async () => {
    const f = fakeApi(answers);
    const host = await mountNode(<Naleznosci karta="1" instytucja="false" />, f.api);
    await until(() => host.querySelector('.g-karta tbody tr') !== null);
    const d = objasnienia(host)!;
    await otworz(d);
    expect(terminy(d)).toEqual([
      'Karta należności',
      'Rata zbiorcza',
      'Kwota raty',
      'Razem',
      'Koszty',
      'Odsetki',
      'Opłata prolongacyjna',
      'U – upomnienie',
      'W – wezwanie do zapłaty',
      'R – rozłożenie na raty',
      'O – odroczenie terminu',
      'T – tytuł wykonawczy',
    ]);
    // every term has its explanation, none a bare key
    for (const dd of d.querySelectorAll('dd')) expect(dd.textContent.length).toBeGreaterThan(20);
    expect(d.textContent).toContain('Przy racie zapłaconej Razem wynosi 0,00');
  });

  it('a paid row says plainly that nothing is left to pay beside its instalment amount', async () => {
    const f = fakeApi(answers);
    const host = await mountNode(<Naleznosci karta="1" instytucja="false" />, f.api);
    await until(() => host.querySelector('.g-karta tbody tr') !== null);
    await choose(fieldByLabel(host, 'Raty') as HTMLSelectElement, 'SPLACONE');
    const [paid] = [...host.querySelectorAll('.g-raty-tabela tbody tr')];
    const razem = paid!.querySelector('td[data-label="Razem"]');
    expect(razem?.textContent).toBe('0,00nic do zapłaty');
  });
});
