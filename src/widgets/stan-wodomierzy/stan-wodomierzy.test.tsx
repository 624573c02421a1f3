// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { useTestStorageEngine } from '@nanostores/persistent';
import { $snackbar } from '../../core/stores/snackbar.ts';
import { $restrictedToken } from '../../core/stores/session.ts';
import { mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { FLAGI, cleanUp, signedIn, SKLEP, wodaApi } from '../../../tests/woda-harness.tsx';
import { StanWodomierzy } from './StanWodomierzy.tsx';
import { stanWodomierzyFixtures as f } from './stan-wodomierzy.fixtures.ts';
import { formatSrednia } from './format.ts';
import { AVERAGE_DECIMALS } from '../../core/format.ts';

useTestStorageEngine();
afterEach(cleanUp);
// the form is its own chunk, imported when the element's module runs
beforeAll(() => import('./Formularz.tsx'));
// happy-dom's <dialog> has no showModal in every version: open it as an attribute
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

const PESEL = 'pesel=85010112352';
const historia = `/wodomierze/dajZgloszeniaStanu?idPunktu=101&nrLicznika=ZD-24-90417&${PESEL}`;
const base = (extra: Record<string, unknown> = {}) => ({
  '/konfiguracja': { ...FLAGI, adnotacjaStanLicznika: 'Podaj pełne metry sześcienne.' },
  [`/wodomierze/dajWodomierze?${PESEL}`]: { wodomierze: f.wodomierze },
  [historia]: { zgloszenia: f.historia },
  'POST /wodomierze/zapiszStan': { czyZapisano: true },
  ...extra,
});

const input = (host: HTMLElement, numer: string) =>
  host.querySelector<HTMLInputElement>(`input[aria-label="Nowy stan wodomierza ${numer}"]`)!;
async function type(el: HTMLInputElement, text: string) {
  await act(() => {
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (host: HTMLElement, text: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === text)!;
const send = async (host: HTMLElement) => {
  await act(() => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
};
const errorOf = (el: HTMLInputElement) => el.parentElement!.querySelector('.g-error')!.textContent;
const dialog = (host: HTMLElement) => host.querySelector('dialog')!;

describe('<StanWodomierzy>', () => {
  it('with only a restricted token asks for nothing and says why, in words (spec 01 §6)', async () => {
    $restrictedToken.set('ograniczony');
    const api = wodaApi({});
    const host = await mount(StanWodomierzy, api);
    expect(host.textContent).toContain('Ta usługa będzie dostępna po potwierdzeniu tożsamości');
    expect(api.calls.filter((c) => c.startsWith('/wodomierze') || c.startsWith('/woda'))).toEqual([]);
  });

  it('lists the meters with the office note and the permitted digits; typing keeps digits and one dot', async () => {
    signedIn();
    const host = await mount(StanWodomierzy, wodaApi(base()));
    await settle();
    expect(host.querySelector('.g-adnotacja')?.textContent).toBe('Podaj pełne metry sześcienne.');
    expect(host.querySelectorAll('tbody tr:not(.g-detail)')).toHaveLength(2);
    expect(host.textContent).toContain('Do 5 cyfr, bez części dziesiętnej');
    const pole = input(host, 'ZD-24-90417');
    await type(pole, '2a5,0.7x');
    expect(pole.value).toBe('25.07');
  });

  it('shows the message at the field and keeps what was typed; sends nothing', async () => {
    signedIn();
    const api = wodaApi(base());
    const host = await mount(StanWodomierzy, api);
    await settle();
    const pole = input(host, 'ZD-24-90417');
    await type(pole, '237');
    await send(host);
    expect(errorOf(pole)).toBe('Wartość nie może być mniejsza niż poprzednie zgłoszenie');
    expect(pole.getAttribute('aria-invalid')).toBe('true');
    expect(pole.value).toBe('237');
    expect($snackbar.get()?.text).toBe(
      'Nie wysłano zgłoszenia. Sprawdź poprawność ilości miejsc całkowitych i dziesiętnych wprowadzanego stanu.',
    );
    // spec 02 §4: the value must be above the current one (238): an equal one says so, in place (issue 26 item 10)
    await type(pole, '238');
    await send(host);
    expect(errorOf(pole)).toBe('Wartość musi być większa niż poprzednie zgłoszenie');
    expect(pole.getAttribute('aria-invalid')).toBe('true');
    expect(dialog(host).open).toBe(false);
    await type(pole, '250.5');
    expect(errorOf(pole)).toBe('');
    await send(host);
    expect(errorOf(pole)).toBe('Stan niezgodny z formatem licznika');
    expect(dialog(host).open).toBe(false);
    expect(api.posts).toEqual([]);
  });

  it('confirms, saves with nip null for a person, clears the input and reloads the open history', async () => {
    signedIn();
    const api = wodaApi(base());
    const host = await mount(StanWodomierzy, api);
    await settle();
    await act(() => button(host, 'Pokaż').click());
    await settle();
    expect(api.calls.filter((c) => c === historia)).toHaveLength(1);
    const pole = input(host, 'ZD-24-90417');
    await type(pole, '250');
    await send(host);
    expect(dialog(host).open).toBe(true);
    expect(dialog(host).textContent).toContain('Wodomierz ZD-24-90417: nowy stan 250 m³.');
    expect(dialog(host).textContent).toContain('Zużycie od poprzedniego odczytu: 12 m³.');
    expect(dialog(host).querySelector('.g-ostrzezenie')).toBeNull();
    await act(() => button(dialog(host), 'Wyślij').click());
    await settle();
    await settle();
    expect(api.posts).toEqual([
      {
        path: '/wodomierze/zapiszStan',
        body: { idLicznika: 2, idPunktu: 101, nowyStanLicznika: 250, nip: null },
      },
    ]);
    expect(pole.value).toBe('');
    expect(api.calls.filter((c) => c === historia)).toHaveLength(2);
    expect($snackbar.get()?.text).toBe('Wysłano zgłoszenie stanu 1 wodomierza.');
  });

  it('warns in the confirmation of a rollover and of an unusually high consumption', async () => {
    signedIn();
    const host = await mount(StanWodomierzy, wodaApi(base()));
    await settle();
    await type(input(host, 'ZD-09-00788'), '12');
    await type(input(host, 'ZD-24-90417'), '400');
    await send(host);
    const warnings = [...dialog(host).querySelectorAll('.g-ostrzezenie')].map((p) => p.textContent);
    expect(warnings).toEqual([
      'Zużycie 162 m³ jest ponad trzy razy większe niż zwykle (średnio 23,8 m³ między odczytami). Sprawdź, czy stan jest wpisany poprawnie.',
      'Nowy stan jest mniejszy od poprzedniego: wygląda na to, że licznik przekroczył 9\u00a0999 m³ i liczy od zera. Zużycie wyniesie wtedy 44 m³. Sprawdź, czy stan jest wpisany poprawnie.',
      'Zużycie 44 m³ jest ponad trzy razy większe niż zwykle (średnio 7,17 m³ między odczytami). Sprawdź, czy stan jest wpisany poprawnie.',
    ]);
    // cancel keeps both values for a correction
    await act(() => button(dialog(host), 'Anuluj').click());
    expect(input(host, 'ZD-09-00788').value).toBe('12');
  });

  it('says the report was not sent when the server answers czyZapisano false, keeping the value', async () => {
    signedIn();
    const host = await mount(
      StanWodomierzy,
      wodaApi(base({ 'POST /wodomierze/zapiszStan': { czyZapisano: false } })),
    );
    await settle();
    await type(input(host, 'ZD-24-90417'), '240');
    await send(host);
    await act(() => button(dialog(host), 'Wyślij').click());
    await settle();
    expect(input(host, 'ZD-24-90417').value).toBe('240');
    expect($snackbar.get()?.text).toMatch(/^Nie wysłano zgłoszenia\./);
  });

  it('an institution sends its NIP with the reading', async () => {
    signedIn(SKLEP);
    const NIP = 'nip=7741001232';
    const sklep = {
      ...f.wodomierze[0]!,
      idLicznika: 7,
      idPunktu: 104,
      zakresLicznikaDziesietne: 2,
      stanLicznika: 10.5,
    };
    const api = wodaApi({ ...base(), [`/wodomierze/dajWodomierze?${NIP}`]: { wodomierze: [sklep] } });
    const host = await mount(StanWodomierzy, api);
    await settle();
    expect(host.textContent).toContain('Do 5 cyfr, po kropce do 2');
    await type(input(host, 'ZD-24-90417'), '12.25');
    await send(host);
    await act(() => button(dialog(host), 'Wyślij').click());
    await settle();
    expect(api.posts[0]!.body).toEqual({
      idLicznika: 7,
      idPunktu: 104,
      nowyStanLicznika: 12.25,
      nip: '7741001232',
    });
  });
});

describe('formatSrednia (issue 26: one precision of an average consumption)', () => {
  it(`at most ${AVERAGE_DECIMALS} decimals, Polish format`, () => {
    expect(formatSrednia(7.167)).toBe('7,17');
    expect(formatSrednia(23.8)).toBe('23,8');
    expect(formatSrednia(12)).toBe('12');
    expect(formatSrednia(1234.565)).toBe('1\u00a0234,57');
  });
});
