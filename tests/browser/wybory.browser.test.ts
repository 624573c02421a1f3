/// <reference types="mocha" />
/**
 * The voter-list check, contact and statuses/registers elements of the BUILT bundle in real Chromium, with their
 * fixtures (empty, one row, many rows, error). Their calls are answered here, on top of the shared fake API
 * (which answers /konfiguracja and /status); the contact's map frame is never given a real address.
 */
import { expect } from 'chai';
import { wyboryFixtures as w } from '../../src/widgets/listy-wyborcze/listy-wyborcze.fixtures.ts';
import { kontaktFixtures as k } from '../../src/widgets/kontakt/kontakt.fixtures.ts';
import { statusyRejestryFixtures as s } from '../../src/widgets/statusy-i-rejestry/statusy-i-rejestry.fixtures.ts';
import { installFakeApi } from './fake-api.ts';
import { $, $$, bodyRows, cleanup, heading, loadBundle, mount, settle, until } from './helpers.ts';

installFakeApi();

interface Reply {
  status?: number;
  body?: unknown;
}
const answers = new Map<string, Reply | ((u: URL) => Reply)>();
const calls: URL[] = [];
const shared = window.fetch;
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const key = [...answers.keys()].find((p) => url.pathname.endsWith(p));
  if (!key) return shared(input, init);
  calls.push(url);
  const a = answers.get(key)!;
  const r = typeof a === 'function' ? a(url) : a;
  return new Response(JSON.stringify(r.body ?? null), {
    status: r.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
};

const DATY = '/el/dajAktualneDatyWyborow';
const OBWOD = '/el/dajObwodWyborcy';
const noMap = { ...k.pelny, googleMapsUrl: null };

describe('<gmina-listy-wyborcze> in Chromium', () => {
  before(() => loadBundle());
  afterEach(() => {
    cleanup();
    answers.clear();
    calls.length = 0;
  });

  const form = async () => {
    const el = mount('<gmina-listy-wyborcze></gmina-listy-wyborcze>');
    const input = await until(() => $<HTMLInputElement>(el, 'input'), 'the PESEL field');
    return { el, input, select: $<HTMLSelectElement>(el, 'select')! };
  };

  it('no elections: the spec text and no form', async () => {
    answers.set(DATY, { body: w.brakDat });
    const el = mount('<gmina-listy-wyborcze></gmina-listy-wyborcze>');
    await until(() => $(el, '.g-empty'), 'the empty state');
    expect($(el, '.g-empty')!.textContent).to.equal('Aktualnie nie odbywają się żadne wybory');
    expect($(el, 'input')).to.equal(null);
  });

  it('one and many dates; typing a letter inserts nothing; a valid PESEL gets the card', async () => {
    answers.set(DATY, { body: w.jednaData });
    const one = await form();
    expect(one.select.options).to.have.length(2);
    cleanup();
    answers.set(DATY, { body: w.daty });
    answers.set(OBWOD, (u) => ({ body: { ...w.wynik, pesel: u.searchParams.get('pesel') } }));
    const { el, input, select } = await form();
    expect(heading(el)).to.equal('Sprawdzenie w spisie wyborców');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([
      '– wybierz datę –',
      '06.12.2026',
      '10.01.2027',
    ]);
    input.focus();
    for (const ch of '4405a14x0135-9') document.execCommand('insertText', false, ch);
    expect(input.value).to.equal('44051401359');
    select.value = '2027-01-10';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(); // a person does not click within the same task
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    const card = await until(() => $(el, '.g-card'), 'the result card');
    expect(card.textContent).to.contain('44051401359');
    const q = calls.find((c) => c.pathname.endsWith(OBWOD))!.searchParams;
    expect([q.get('pesel'), q.get('dataWyborow')]).to.deep.equal(['44051401359', '2027-01-10']);
    // the result hides as soon as the PESEL changes
    document.execCommand('delete');
    await until(() => !$(el, '.g-card'), 'the card to hide');
    expect(input.value).to.equal('4405140135');
  });

  it("an invalid PESEL: 'błędny numer PESEL', aria-invalid, no call", async () => {
    answers.set(DATY, { body: w.daty });
    answers.set(OBWOD, { body: w.wynik });
    const { el, input, select } = await form();
    select.value = '2026-12-06';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(); // a person does not click within the same task
    input.focus();
    document.execCommand('insertText', false, w.peselZlaSuma);
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => $(el, '.g-field-error'), 'the field message');
    expect($(el, '.g-field-error')!.textContent).to.equal('błędny numer PESEL');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.value).to.equal(w.peselZlaSuma);
    await settle();
    expect(calls.filter((c) => c.pathname.endsWith(OBWOD))).to.have.length(0);
  });

  it('error: a failed list of dates shows the alert with a retry', async () => {
    answers.set(DATY, { status: 500, body: { kod: 500, opis: 'Błąd' } });
    const el = mount('<gmina-listy-wyborcze></gmina-listy-wyborcze>');
    const alert = await until(() => $(el, '[role="alert"]'), 'the alert');
    expect(alert.textContent).to.contain('Usługa chwilowo niedostępna');
    answers.set(DATY, { body: w.daty });
    alert.querySelector('button')!.click();
    await until(() => $(el, 'input'), 'the form after retry');
  });
});

describe('<gmina-kontakt> in Chromium', () => {
  afterEach(() => {
    cleanup();
    answers.clear();
    calls.length = 0;
  });

  it('full contact (map left out here): links and extra entries', async () => {
    answers.set('/pi/kontakt', { body: noMap });
    const el = mount('<gmina-kontakt></gmina-kontakt>');
    await until(() => $(el, 'dl'), 'the contact');
    expect($$(el, 'a').map((a) => a.getAttribute('href'))).to.deep.equal([
      'tel:+48891234567',
      'mailto:sekretariat@zielonadolina.example.pl',
      'https://zielonadolina.example.pl',
    ]);
    expect($$(el, 'li')).to.have.length(2);
    expect($(el, 'iframe')).to.equal(null);
  });

  it('empty and error', async () => {
    answers.set('/pi/kontakt', { body: k.pusty });
    const el = mount('<gmina-kontakt></gmina-kontakt>');
    await until(() => $(el, '.g-empty'), 'the empty state');
    expect($(el, '.g-empty')!.textContent).to.equal('Brak danych kontaktowych');
    cleanup();
    answers.set('/pi/kontakt', { status: 500, body: {} });
    const el2 = mount('<gmina-kontakt></gmina-kontakt>');
    await until(() => $(el2, '[role="alert"]'), 'the alert');
  });
});

describe('<gmina-statusy-i-rejestry> in Chromium', () => {
  afterEach(() => {
    cleanup();
    answers.clear();
    calls.length = 0;
  });

  it('one row, many rows (paged), empty, error; organisation 280 by default', async () => {
    answers.set('/pi/statusySpraw', { body: s.jedna });
    let el = mount('<gmina-statusy-i-rejestry></gmina-statusy-i-rejestry>');
    await until(() => bodyRows(el).length === 1, 'one row');
    expect(
      calls.find((c) => c.pathname.endsWith('/pi/statusySpraw'))!.searchParams.get('idOrganizacji'),
    ).to.equal('280');
    cleanup();
    answers.set('/pi/statusySpraw', { body: s.wiele });
    el = mount('<gmina-statusy-i-rejestry organizacja="281"></gmina-statusy-i-rejestry>');
    await until(() => bodyRows(el).length === 5, 'five rows of twelve');
    expect(calls.at(-1)!.searchParams.get('idOrganizacji')).to.equal('281');
    cleanup();
    answers.set('/pi/statusySpraw', { body: s.brak });
    el = mount('<gmina-statusy-i-rejestry></gmina-statusy-i-rejestry>');
    await until(() => $(el, '.g-empty')?.textContent === 'Brak spraw do wyświetlenia', 'the empty state');
    cleanup();
    answers.set('/pi/statusySpraw', { status: 500, body: {} });
    el = mount('<gmina-statusy-i-rejestry></gmina-statusy-i-rejestry>');
    await until(() => $(el, '[role="alert"]'), 'the alert');
  });
});
