// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { useTestStorageEngine } from '@nanostores/persistent';
import { ApiError } from '../../core/api/client.ts';
import {
  MAKS_DLUGOSCI,
  polaOsoby,
  polaWspolne,
  type DaneKorespondencyjne as Dane,
  type ZgloszenieDanych,
} from '../../core/api/woda.ts';
import { hasUnsavedInput } from '../../core/leave-guard.ts';
import { $snackbar } from '../../core/stores/snackbar.ts';
import { bodyRows, mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { cleanUp, FLAGI, signedIn, wodaApi } from '../../../tests/woda-harness.tsx';
import { DaneKorespondencyjne } from './DaneKorespondencyjne.tsx';
import pl from './texts.pl.ts';

useTestStorageEngine();
afterEach(cleanUp);
beforeAll(() => import('./Formularz.tsx'));
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

const PESEL = 'pesel=85010112352';
const dane: Dane = {
  imie: 'Jan',
  imie2: null,
  nazwisko: 'Kowalski',
  nazwisko2: null,
  nazwa: null,
  telefon: '601234567',
  email: null,
  fax: null,
  www: null,
  miejscowosc: 'Zielona Dolina',
  ulica: 'Ogrodowa',
  nrDomu: '7',
  nrLokalu: null,
  kodPocztowy: '12-345',
};
const raport: ZgloszenieDanych = {
  zgloszenieId: 1,
  kiedyUtworzono: '2026-01-28 11:00:00',
  tematZgloszenia: 'Zmiana danych korespondencyjnych',
  trescZgloszenia: 'Zmienione pola: telefon, e-mail',
  kiedyObsluzono: '2026-01-31 15:00:00',
  uwagiDoZgloszenia: 'Dane zaktualizowane.',
  daneKorespondencyjne: { ...dane, email: 'jan@example.pl' },
};
const historia = `/woda/daneKorespondencyjne/historia?${PESEL}`;
const answers = (extra: Record<string, unknown> = {}) => ({
  '/konfiguracja': FLAGI,
  [`/woda/daneKorespondencyjne?${PESEL}`]: { daneKorespondencyjne: dane },
  [historia]: { historiaZgloszen: [raport] },
  'POST /woda/daneKorespondencyjne': { czyZapisano: true },
  ...extra,
});
const field = (host: HTMLElement, label: string) => {
  const l = [...host.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return host.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!;
};
async function type(el: HTMLInputElement, text: string) {
  await act(() => {
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (host: HTMLElement, text: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === text)!;
const submit = async (host: HTMLElement) => {
  await act(() => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
};

describe('<DaneKorespondencyjne>', () => {
  it("shows a person's fields with the loaded data and says when they differ from it", async () => {
    signedIn();
    const host = await mount(DaneKorespondencyjne, wodaApi(answers()));
    await settle();
    expect(field(host, 'Imię').value).toBe('Jan');
    expect(host.textContent).not.toContain('Nazwa');
    expect(host.querySelector('.g-zmienione')?.textContent).toBe('');
    await type(field(host, 'Numer lokalu'), '2');
    expect(host.querySelector('.g-zmienione')?.textContent).toMatch(/^Dane zostały zmienione/);
    expect(hasUnsavedInput()).toBe(true);
    // back to what was loaded (a trailing space is no change): the indicator goes
    await type(field(host, 'Numer lokalu'), ' ');
    expect(host.querySelector('.g-zmienione')?.textContent).toBe('');
  });

  it('checks on send, confirms, posts blank values as null and shows the loaded data again', async () => {
    signedIn();
    const api = wodaApi(answers());
    const host = await mount(DaneKorespondencyjne, api);
    await settle();
    await type(field(host, 'Nazwisko'), '');
    await type(field(host, 'E-mail'), 'jan@');
    await submit(host);
    expect(field(host, 'Nazwisko').getAttribute('aria-invalid')).toBe('true');
    expect(host.textContent).toContain('Błędny format e-mail');
    expect(host.querySelector('dialog')!.open).toBe(false);
    await type(field(host, 'Nazwisko'), 'Kowalski-Nowak');
    await type(field(host, 'E-mail'), '');
    await submit(host);
    expect(host.querySelector('dialog')!.open).toBe(true);
    await act(() => button(host.querySelector('dialog')!, 'Wyślij').click());
    await settle();
    expect(api.posts).toEqual([
      { path: '/woda/daneKorespondencyjne', body: { ...dane, nazwisko: 'Kowalski-Nowak' } },
    ]);
    expect($snackbar.get()?.text).toBe('Zgłoszenie zostało wysłane');
    expect(field(host, 'Nazwisko').value).toBe('Kowalski');
    expect(api.calls.filter((c) => c === historia)).toHaveLength(2);
  });

  it("shows the server's description when the report is refused", async () => {
    signedIn();
    const odmowa = new ApiError('http', '/woda/daneKorespondencyjne', 'x', 400, 400, 'nrDomu: Puste pole');
    const host = await mount(
      DaneKorespondencyjne,
      wodaApi(answers({ 'POST /woda/daneKorespondencyjne': odmowa })),
    );
    await settle();
    await type(field(host, 'Ulica'), 'Lipowa');
    await submit(host);
    await act(() => button(host.querySelector('dialog')!, 'Wyślij').click());
    await settle();
    expect($snackbar.get()?.text).toBe('nrDomu: Puste pole');
    expect(field(host, 'Ulica').value).toBe('Lipowa');
  });

  it("holds each field to the server's length and refuses a postal code that is not NN-NNN, keeping it", async () => {
    signedIn();
    const api = wodaApi(answers());
    const host = await mount(DaneKorespondencyjne, api);
    await settle();
    const etykiety = { ...pl.daneKorespondencyjne.pola };
    for (const p of [...polaOsoby, ...polaWspolne])
      expect(field(host, etykiety[p]).maxLength, p).toBe(MAKS_DLUGOSCI[p]);
    await type(field(host, 'Kod pocztowy'), '12345');
    await submit(host);
    const kod = field(host, 'Kod pocztowy');
    expect(kod.getAttribute('aria-invalid')).toBe('true');
    expect(host.textContent).toContain('Niepoprawny kod pocztowy (wymagany format 00-000)');
    expect(kod.value).toBe('12345');
    expect(host.querySelector('dialog')!.open).toBe(false);
    expect(api.posts).toEqual([]);
  });

  it('keeps what was typed when the server refuses a report past the limit of reports', async () => {
    signedIn();
    const opis = 'Zbyt wiele żądań. Spróbuj ponownie za 600 s.';
    const odmowa = new ApiError('http', '/woda/daneKorespondencyjne', 'x', 429, 429, opis);
    const host = await mount(
      DaneKorespondencyjne,
      wodaApi(answers({ 'POST /woda/daneKorespondencyjne': odmowa })),
    );
    await settle();
    await type(field(host, 'Ulica'), 'Lipowa');
    await type(field(host, 'Kod pocztowy'), '00-950');
    await submit(host);
    await act(() => button(host.querySelector('dialog')!, 'Wyślij').click());
    await settle();
    expect($snackbar.get()?.text).toBe(opis);
    expect(field(host, 'Ulica').value).toBe('Lipowa');
    expect(field(host, 'Kod pocztowy').value).toBe('00-950');
    expect(host.querySelector('.g-zmienione')?.textContent).toMatch(/^Dane zostały zmienione/);
  });

  it('lists the report history with the data each report sent, and goes back to the send page', async () => {
    signedIn();
    const host = await mount(DaneKorespondencyjne, wodaApi(answers()));
    await settle();
    await act(() => button(host, 'Historia zgłoszeń').click());
    await settle();
    expect(bodyRows(host)[0]!.slice(0, 5)).toEqual([
      '28.01.2026 11:00',
      'Zmiana danych korespondencyjnych',
      'Zmienione pola: telefon, e-mail',
      '31.01.2026 15:00',
      'Dane zaktualizowane.',
    ]);
    const toggle = host.querySelector<HTMLButtonElement>('.g-detail-toggle')!;
    expect(toggle.getAttribute('aria-label')).toBe('Pokaż szczegóły: zgłoszenie z 28.01.2026 11:00');
    await act(() => toggle.click());
    expect(host.querySelector('.g-kopia')?.textContent).toContain('jan@example.pl');
    expect(toggle.getAttribute('aria-label')).toBe('Ukryj szczegóły: zgłoszenie z 28.01.2026 11:00');
    await act(() => button(host, 'Powrót do wysyłania zgłoszenia').click());
    expect(field(host, 'Imię').value).toBe('Jan');
  });
});
