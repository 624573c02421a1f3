// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import {
  bodyRows,
  JAN,
  mountAs,
  protectedApi,
  signOut,
  SPOLDZIELNIA,
  switchTo,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { AktualneZameldowanie } from './AktualneZameldowanie.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  signOut();
});

const sciezka = '/el/dajAktualneZameldowanie?pesel=85010112352';
const zameldowanie = {
  nrPesel: '85010112352',
  nazwaMiejscowosci: 'Olszyny',
  nazwaUlicy: null,
  nrDomu: '27',
  nrLokalu: null,
  dataZameldowania: '2026-04-05',
  dataWymeldowania: null,
};

describe('<AktualneZameldowanie>', () => {
  it('shows the seven columns with Polish dates and a dash for what is not there', async () => {
    const api = protectedApi({
      [sciezka]: {
        aktualneZameldowania: [
          zameldowanie,
          { ...zameldowanie, nazwaUlicy: 'Leśna', nrLokalu: '4', dataWymeldowania: '2027-04-24' },
        ],
      },
    });
    const host = await mountAs(AktualneZameldowanie, api, JAN);
    expect(api.calls).toEqual([sciezka]);
    expect([...host.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(
      ['PESEL', 'Miejscowość', 'Ulica', 'Nr domu', 'Nr lokalu', 'Data zameldowania', 'Data wymeldowania'],
    );
    expect(bodyRows(host)).toEqual([
      ['85010112352', 'Olszyny', '—', '27', '—', '05.04.2026', '—'],
      ['85010112352', 'Olszyny', 'Leśna', '27', '4', '05.04.2026', '24.04.2027'],
    ]);
    expect(host.textContent).toContain('Pobierz PDF');
  });

  it("an institution asks for nothing and is told in place (spec 02 §6); a person's empty state", async () => {
    const api = protectedApi({ [sciezka]: { aktualneZameldowania: [] } });
    const host = await mountAs(AktualneZameldowanie, api, SPOLDZIELNIA);
    expect(api.calls).toEqual([]);
    expect(host.textContent).toContain('Wybrany podmiot nie ma dostępu do tej usługi');
    await switchTo(JAN);
    expect(api.calls).toEqual([sciezka]);
    expect(host.textContent).toContain('Brak zameldowania na pobyt czasowy');
    expect(host.textContent).not.toContain('nie ma dostępu');
  });
});
