// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { useTestStorageEngine } from '@nanostores/persistent';
import { hasUnsavedInput } from '../../core/leave-guard.ts';
import { fixedT, loadLanguage } from '../../core/i18n/index.ts';
import { $snackbar } from '../../core/stores/snackbar.ts';
import { bodyRows, mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { cleanUp, signedIn, wodaApi } from '../../../tests/woda-harness.tsx';
import { WyslijZgloszenie } from './WyslijZgloszenie.tsx';
import { wyslijZgloszenieFixtures as f } from './wyslij-zgloszenie.fixtures.ts';

useTestStorageEngine();
afterEach(cleanUp);
beforeAll(() => import('./Formularz.tsx'));

const PESEL = 'pesel=85010112352';
const lista = `/woda/dajZgloszenia?${PESEL}`;
const answers = (extra: Record<string, unknown> = {}) => ({
  [`/woda/dajPunktyOdbioru?${PESEL}`]: { punktyOdbioru: f.punkty },
  [`/woda/dajTematyZgloszen?${PESEL}`]: { tematy: f.tematy },
  [`/woda/dajTelefonPodmiotu?${PESEL}`]: { nrTelefonu: '601234567' },
  [lista]: { zgloszenia: f.zgloszenia },
  'POST /woda/dodajZgloszenie': { czyZapisano: true },
  ...extra,
});

async function choose(select: HTMLSelectElement, value: string) {
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function type(el: HTMLInputElement | HTMLTextAreaElement, text: string) {
  await act(() => {
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const byLabel = <T extends HTMLElement>(host: HTMLElement, label: string) => {
  const l = [...host.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return host.querySelector<T>(`#${CSS.escape(l.htmlFor)}`)!;
};
/** Two points with current meters: nothing is preselected. */
const dwaPunkty = [
  ...f.punkty,
  {
    idPunktuOdbioru: 102,
    adresPunktuOdbioru: 'ul. Lipowa 3, 12-345 Zielona Dolina',
    lataOdbioru: [2026],
    liczniki: [{ numerLicznika: 'ZD-25-00001', dataWyjecia: null }],
  },
];
const zDwomaPunktami = () => answers({ [`/woda/dajPunktyOdbioru?${PESEL}`]: { punktyOdbioru: dwaPunkty } });

const submit = async (host: HTMLElement) => {
  await act(() => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
};

describe('<WyslijZgloszenie>', () => {
  it('says so in place for a subject without current meters', async () => {
    signedIn();
    const host = await mount(
      WyslijZgloszenie,
      wodaApi(answers({ [`/woda/dajPunktyOdbioru?${PESEL}`]: { punktyOdbioru: f.bezLicznikow } })),
    );
    await settle();
    expect(host.querySelector('form')).toBeNull();
    expect(host.textContent).toContain('Brak wodomierzy');
  });

  it('starts with no point and no topic; an extra topic asks for the prefilled phone and an e-mail', async () => {
    signedIn();
    const host = await mount(WyslijZgloszenie, wodaApi(zDwomaPunktami()));
    await settle();
    expect(byLabel<HTMLSelectElement>(host, 'Punkt odbioru').value).toBe('0');
    expect(byLabel<HTMLSelectElement>(host, 'Temat zgłoszenia').value).toBe('0');
    expect(host.querySelector('input[type=tel]')).toBeNull();
    expect(bodyRows(host)[0]).toEqual([
      '07.07.2026 11:00',
      'Reklamacja faktury',
      'Proszę o sprawdzenie faktury.',
      '185',
      '13.07.2026 15:00',
      'Odczyt potwierdzony.',
    ]);
    await choose(byLabel(host, 'Temat zgłoszenia'), '1');
    const tel = byLabel<HTMLInputElement>(host, 'Telefon kontaktowy');
    expect(tel.value).toBe('601234567');
    // checked while typing
    await type(tel, '60123');
    expect(tel.getAttribute('aria-invalid')).toBe('true');
    expect(host.textContent).toContain('Niepoprawny format numeru telefonu');
    await type(tel, '601234568');
    expect(tel.getAttribute('aria-invalid')).toBeNull();
  });

  it('ignores typing past the limit (1000 for an extra topic) and counts what is left', async () => {
    signedIn();
    const host = await mount(WyslijZgloszenie, wodaApi(answers()));
    await settle();
    const text = byLabel<HTMLTextAreaElement>(host, 'Treść zgłoszenia');
    await type(text, 'x'.repeat(1500));
    expect(host.querySelector('.g-count')?.textContent).toBe('Pozostało 500 znaków');
    expect(hasUnsavedInput()).toBe(true);
    await choose(byLabel(host, 'Temat zgłoszenia'), '1');
    expect(text.value).toHaveLength(1000);
    expect(host.querySelector('.g-count')?.textContent).toBe('Pozostało 0 znaków');
    await type(text, 'x'.repeat(1002));
    expect(text.value).toHaveLength(1000);
    await type(text, 'x'.repeat(998));
    expect(host.querySelector('.g-count')?.textContent).toBe('Pozostały 2 znaki');
  });

  it('preselects the only collection point with meters, also when the form starts again (issue 26 item 12)', async () => {
    signedIn();
    const jedenZLicznikami = [...f.punkty, ...f.bezLicznikow];
    const api = wodaApi(
      answers({ [`/woda/dajPunktyOdbioru?${PESEL}`]: { punktyOdbioru: jedenZLicznikami } }),
    );
    const host = await mount(WyslijZgloszenie, api);
    await settle();
    const punkt = byLabel<HTMLSelectElement>(host, 'Punkt odbioru');
    expect(punkt.value).toBe('101');
    expect(hasUnsavedInput()).toBe(false);
    await choose(byLabel(host, 'Temat zgłoszenia'), '4');
    await type(byLabel(host, 'Treść zgłoszenia'), 'Proszę o duplikat faktury.');
    await submit(host);
    await settle();
    expect(api.posts.at(-1)?.body).toMatchObject({ idPunktuOdbioru: 101, tematZgloszenia: 4 });
    expect($snackbar.get()?.text).toBe('Zgłoszenie zostało wysłane');
    expect(byLabel<HTMLSelectElement>(host, 'Punkt odbioru').value).toBe('101');
  });

  it('checks the form, sends it, says so, starts again and reloads the list', async () => {
    signedIn();
    const api = wodaApi(zDwomaPunktami());
    const host = await mount(WyslijZgloszenie, api);
    await settle();
    await submit(host);
    expect([...host.querySelectorAll('.g-error')].map((e) => e.textContent).filter(Boolean)).toEqual([
      'Uzupełnij pole',
      'Uzupełnij pole',
      'Uzupełnij pole',
    ]);
    expect(api.posts).toEqual([]);
    await choose(byLabel(host, 'Punkt odbioru'), '101');
    await choose(byLabel(host, 'Temat zgłoszenia'), '1');
    await type(byLabel(host, 'Treść zgłoszenia'), 'Wodomierz cieknie.');
    await submit(host);
    expect(host.textContent).toContain('E-mail nie może być pusty');
    await type(byLabel(host, 'E-mail kontaktowy'), 'jan@example.pl');
    await submit(host);
    await settle();
    expect(api.posts).toEqual([
      {
        path: '/woda/dodajZgloszenie',
        body: {
          idPunktuOdbioru: 101,
          tematZgloszenia: 1,
          trescZgloszenia: 'Wodomierz cieknie.',
          telefon: '601234567',
          email: 'jan@example.pl',
        },
      },
    ]);
    expect($snackbar.get()?.text).toBe('Zgłoszenie zostało wysłane');
    expect(byLabel<HTMLTextAreaElement>(host, 'Treść zgłoszenia').value).toBe('');
    expect(byLabel<HTMLSelectElement>(host, 'Temat zgłoszenia').value).toBe('0');
    expect(api.calls.filter((c) => c === lista)).toHaveLength(2);
    expect(hasUnsavedInput()).toBe(false);
    // issue 27 item 10: the result in place is a status and has the focus; a new text takes it away
    const sent = host.querySelector<HTMLElement>('[role="status"][tabindex="-1"]');
    expect(sent?.textContent).toBe('Zgłoszenie zostało wysłane');
    expect((host.getRootNode() as Document | ShadowRoot).activeElement).toBe(sent);
    await type(byLabel(host, 'Treść zgłoszenia'), 'Jeszcze jedno.');
    expect(host.querySelector('[role="status"][tabindex="-1"]')).toBeNull();
  });

  it('keeps the text when sending fails and says so', async () => {
    signedIn();
    const host = await mount(
      WyslijZgloszenie,
      wodaApi(answers({ 'POST /woda/dodajZgloszenie': new Error('500') })),
    );
    await settle();
    await choose(byLabel(host, 'Punkt odbioru'), '101');
    await choose(byLabel(host, 'Temat zgłoszenia'), '4');
    await type(byLabel(host, 'Treść zgłoszenia'), 'Reklamacja.');
    await submit(host);
    await settle();
    expect($snackbar.get()?.text).toBe('Wystąpił błąd podczas wysyłania zgłoszenia');
    expect(byLabel<HTMLTextAreaElement>(host, 'Treść zgłoszenia').value).toBe('Reklamacja.');
  });
});

describe('the remaining-characters counter (spec 02 §5) in Polish and Ukrainian plural forms', () => {
  it.each([
    ['pl', 1, 'Pozostał 1 znak'],
    ['pl', 3, 'Pozostały 3 znaki'],
    ['pl', 5, 'Pozostało 5 znaków'],
    ['pl', 12, 'Pozostało 12 znaków'],
    ['pl', 22, 'Pozostały 22 znaki'],
    ['pl', 1000, 'Pozostało 1 000 znaków'],
    ['uk', 1, 'Залишився 1 символ'],
    ['uk', 3, 'Залишилося 3 символи'],
    ['uk', 5, 'Залишилося 5 символів'],
    ['uk', 21, 'Залишився 21 символ'],
    ['uk', 22, 'Залишилося 22 символи'],
  ] as const)('%s %i → %s', async (lang, count, text) => {
    await loadLanguage(lang);
    expect(fixedT(lang)('formularz.pozostaloZnakow', { count }).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
