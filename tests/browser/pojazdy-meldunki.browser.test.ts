/// <reference types="mocha" />
/**
 * The vehicle and registration elements (services 5, 7, 10, 11) in real Chromium, from the BUILT bundle, with
 * their named fixtures (empty, one row, many rows, error) answered by a fake API behind `fetch`.
 */
import { expect } from 'chai';
import { liczbaPojazdowFixtures } from '../../src/widgets/liczba-pojazdow/liczba-pojazdow.fixtures.ts';
import { mieszkancyFixtures } from '../../src/widgets/liczba-mieszkancow-wyborcow/liczba-mieszkancow-wyborcow.fixtures.ts';
import { stawkiFixtures } from '../../src/widgets/stawki-pojazdow/stawki-pojazdow.fixtures.ts';
import { zameldowaniaFixtures } from '../../src/widgets/zameldowania-wg-plci-wieku/zameldowania.fixtures.ts';
import { formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import { installFakeApi } from './fake-api.ts';
import {
  $,
  bodyRows,
  cleanup,
  eventually,
  loadBundle,
  messagesRoot,
  mount,
  pagerRange,
  untilRows,
  until,
} from './helpers.ts';

const base = installFakeApi();
const NBSP = '\u00a0';

/** Answers of our paths; an entry with a number answers that HTTP status. */
let answers: Record<string, unknown> = {};
const calls: string[] = [];
const ours = /\/(pst\/daj\w+|el\/daj(?:LiczbeMieszkancowIWyborcow|ZameldowaniaWgPlciWieku))$/;
const inner = window.fetch;
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const m = ours.exec(url.pathname);
  if (!m) return inner(input, init);
  url.searchParams.delete('jezyk');
  const key = `/${m[1]}${url.search}`;
  calls.push(key);
  const a = key in answers ? answers[key] : answers[`/${m[1]}`];
  if (typeof a === 'number') return new Response(JSON.stringify({ kod: a, opis: 'Błąd' }), { status: a });
  return new Response(JSON.stringify(a ?? null), { headers: { 'content-type': 'application/json' } });
};

const dzis = new Date();
const liczba = (d: string) => `/pst/dajLiczbePojazdowWgNorm?dataPrzeliczen=${d}`;

describe('vehicle and registration elements (built bundle, Chromium)', () => {
  before(() => loadBundle());
  afterEach(() => {
    cleanup();
    base.reset();
    answers = {};
    calls.length = 0;
  });

  it('<gmina-liczba-pojazdow>: today by default, one row, then many rows for another day', async () => {
    answers = {
      [liczba(toIsoDate(dzis))]: { normyPojazdow: liczbaPojazdowFixtures.jedenWiersz },
      [liczba('2010-05-04')]: { normyPojazdow: liczbaPojazdowFixtures.wieleWierszy },
    };
    const el = mount('<gmina-liczba-pojazdow></gmina-liczba-pojazdow>');
    expect(await untilRows(el)).to.deep.equal([['Norma EURO 6', `1${NBSP}234`]]);
    const input = $<HTMLInputElement>(el, 'input')!;
    expect(input.value).to.equal(formatDatePl(dzis));
    input.value = '4.5.2010';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    $<HTMLButtonElement>(el, 'form button')!.click();
    await eventually(() => expect(pagerRange(el)).to.equal('1–5 z 6'));
    expect(calls).to.deep.equal([liczba(toIsoDate(dzis)), liczba('2010-05-04')]);
  });

  it('<gmina-liczba-pojazdow>: a future day keeps the text, marks the field and says so', async () => {
    answers = { '/pst/dajLiczbePojazdowWgNorm': { normyPojazdow: liczbaPojazdowFixtures.jedenWiersz } };
    const el = mount('<gmina-liczba-pojazdow></gmina-liczba-pojazdow>');
    await untilRows(el);
    const input = $<HTMLInputElement>(el, 'input')!;
    input.focus();
    input.value = '01.01.2999';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.blur();
    await eventually(() =>
      expect($(el, '.g-field-error')!.textContent).to.equal('Data nie może być wartością przyszłą'),
    );
    expect(input.value).to.equal('01.01.2999');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(calls).to.have.length(1);
  });

  it('<gmina-liczba-pojazdow>: an empty day and a failing call', async () => {
    answers = { '/pst/dajLiczbePojazdowWgNorm': { normyPojazdow: liczbaPojazdowFixtures.pusto } };
    const el = mount('<gmina-liczba-pojazdow></gmina-liczba-pojazdow>');
    await until(() => $(el, '.g-empty'), 'empty state');
    expect($(el, '.g-empty')!.textContent).to.equal('Brak danych do wyświetlenia');
    cleanup();
    answers = { '/pst/dajLiczbePojazdowWgNorm': 500 };
    const failed = mount('<gmina-liczba-pojazdow></gmina-liczba-pojazdow>');
    await until(() => $(failed, '[role="alert"]'), 'failure notice');
    await eventually(() =>
      expect(messagesRoot()?.textContent).to.contain('Usługa chwilowo niedostępna. Spróbuj ponownie później'),
    );
  });

  it('<gmina-stawki-pojazdow>: latest year preselected, many rows paged, amounts in PLN', async () => {
    answers = {
      '/pst/dajLataStawekPojazdow': { lataStawekPojazdow: stawkiFixtures.lata },
      '/pst/dajStawkiPojazdow?rokWyliczen=2026': { stawkiPojazdow: stawkiFixtures.wieleWierszy },
    };
    const el = mount('<gmina-stawki-pojazdow></gmina-stawki-pojazdow>');
    const rows = await untilRows(el);
    expect($<HTMLSelectElement>(el, 'select')!.value).to.equal('2026');
    expect(rows[0]).to.deep.equal([
      'Samochody ciężarowe – kategoria 1',
      '800,00',
      `1${NBSP}228,61`,
      '428,61',
    ]);
    expect(pagerRange(el)).to.equal('1–5 z 13');
  });

  it('<gmina-stawki-pojazdow>: empty years and a failing years call', async () => {
    answers = { '/pst/dajLataStawekPojazdow': { lataStawekPojazdow: [] } };
    const el = mount('<gmina-stawki-pojazdow></gmina-stawki-pojazdow>');
    await until(() => $(el, '.g-empty'), 'empty state');
    cleanup();
    answers = { '/pst/dajLataStawekPojazdow': 500 };
    const failed = mount('<gmina-stawki-pojazdow></gmina-stawki-pojazdow>');
    await until(() => $(failed, '[role="alert"] button'), 'retry button');
  });

  it('<gmina-liczba-mieszkancow-wyborcow>: one locality, many localities, empty', async () => {
    answers = { '/el/dajLiczbeMieszkancowIWyborcow': mieszkancyFixtures.jedenWiersz };
    const one = mount('<gmina-liczba-mieszkancow-wyborcow></gmina-liczba-mieszkancow-wyborcow>');
    expect(await untilRows(one)).to.deep.equal([
      ['Zielona Dolina', `3${NBSP}461`, '193', `3${NBSP}654`, `2${NBSP}768`],
    ]);
    cleanup();
    answers = { '/el/dajLiczbeMieszkancowIWyborcow': mieszkancyFixtures.wieleWierszy };
    const many = mount('<gmina-liczba-mieszkancow-wyborcow></gmina-liczba-mieszkancow-wyborcow>');
    await untilRows(many);
    expect(pagerRange(many)).to.equal('1–5 z 7');
    cleanup();
    answers = { '/el/dajLiczbeMieszkancowIWyborcow': mieszkancyFixtures.pusto };
    const empty = mount('<gmina-liczba-mieszkancow-wyborcow></gmina-liczba-mieszkancow-wyborcow>');
    await until(() => $(empty, '.g-empty'), 'empty state');
  });

  it('<gmina-zameldowania-wg-plci-wieku>: both tables with computed totals; empty; failure', async () => {
    answers = { '/el/dajZameldowaniaWgPlciWieku': zameldowaniaFixtures.typowe };
    const el = mount('<gmina-zameldowania-wg-plci-wieku></gmina-zameldowania-wg-plci-wieku>');
    await untilRows(el);
    expect(bodyRows(el).map((r) => r.at(-1))).to.deep.equal([
      `4${NBSP}968`,
      `4${NBSP}841`,
      `9${NBSP}809`,
      '227',
      '223',
      '450',
    ]);
    cleanup();
    answers = { '/el/dajZameldowaniaWgPlciWieku': zameldowaniaFixtures.pusto };
    const empty = mount('<gmina-zameldowania-wg-plci-wieku></gmina-zameldowania-wg-plci-wieku>');
    await until(() => $(empty, '.g-empty'), 'empty state');
    cleanup();
    answers = { '/el/dajZameldowaniaWgPlciWieku': { zameldowanieStale: {} } };
    const bad = mount('<gmina-zameldowania-wg-plci-wieku></gmina-zameldowania-wg-plci-wieku>');
    await until(() => $(bad, '[role="alert"]'), 'failure notice for an unexpected shape');
  });
});
