// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import {
  bodyRows,
  JAN,
  mountAs,
  protectedApi,
  settle,
  signOut,
  SPOLDZIELNIA,
  switchTo,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { WykazPojazdow } from './WykazPojazdow.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  signOut();
});

const rok = new Date().getFullYear();
const wykaz = (q: string) => `/pst/dajWykazPojazdow?${q}&rok=${rok}`;
const pojazd = (nr: string) => ({
  nrRejestracyjny: nr,
  marka: 'DAF XF 480',
  nazwaStawki: 'Ciągniki siodłowe',
});

describe('<WykazPojazdow>', () => {
  it("asks for the subject's vehicles of the current year, shows the three columns, and the PDF of the same", async () => {
    const api = protectedApi({
      [wykaz('pesel=85010112352')]: { listaPojazdow: [pojazd('ZDO 4K721')] },
      [wykaz('nip=5252525259')]: { listaPojazdow: [pojazd('ZDO 10SM1'), pojazd('ZDO 10SM2')] },
    });
    const host = await mountAs(WykazPojazdow, api, JAN);
    expect(api.calls).toEqual([wykaz('pesel=85010112352')]);
    expect(host.querySelector('h2')?.textContent).toBe('Wykaz pojazdów');
    expect(host.querySelector('caption')?.textContent).toBe(`Pojazdy w deklaracji na rok ${rok}`);
    expect([...host.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(
      ['Numer rejestracyjny', 'Marka', 'Nazwa stawki'],
    );
    expect(bodyRows(host)).toEqual([['ZDO 4K721', 'DAF XF 480', 'Ciągniki siodłowe']]);
    // another subject: called again with its NIP
    await switchTo(SPOLDZIELNIA);
    expect(api.calls.at(-1)).toBe(wykaz('nip=5252525259'));
    expect(bodyRows(host)).toHaveLength(2);
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual([`/pst/dajWykazPojazdow/pdf?nip=5252525259&rok=${rok}`]);
  });

  it('says so when the declaration has no vehicles, and offers no PDF', async () => {
    const api = protectedApi({ [wykaz('pesel=85010112352')]: { listaPojazdow: [] } });
    const host = await mountAs(WykazPojazdow, api, JAN);
    expect(host.textContent).toContain('Brak pojazdów w deklaracji na ten rok');
    expect(host.querySelector('table')).toBeNull();
    expect(host.textContent).not.toContain('Pobierz PDF');
  });
});
