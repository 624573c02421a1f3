/// <reference types="mocha" />
/**
 * The budget widget's data: year select, Polish amounts, paging, page sizes, sorting, the empty state, and the
 * failure paths (HTTP 500 → snackbar and retry; HTTP 503 → technical break notice and retry via `/status`).
 */
import { expect } from 'chai';
import { bledy, dochody, lata, status } from './budzet.fixtures.ts';
import { installFakeApi, paths } from './fake-api.ts';
import {
  $,
  $$,
  bodyRows,
  buttonByText,
  choose,
  cleanup,
  eventually,
  heading,
  loadBundle,
  messagesRoot,
  mount,
  pagerRange,
  rowKeys,
  settle,
  shadow,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();
const NBSP = '\u00a0';
const MINUS = '\u2212';

const yearSelect = (el: Element) => $<HTMLSelectElement>(el, '.g-toolbar select')!;
const pageSizeSelect = (el: Element) => $<HTMLSelectElement>(el, '.g-pager select');
const pagerButton = (el: Element, label: string) =>
  $<HTMLButtonElement>(el, `button[aria-label="${label}"]`)!;
const sortButton = (el: Element, header: string) =>
  $$<HTMLButtonElement>(el, 'thead th button').find((b) => b.firstChild?.textContent === header)!;
const sortState = (el: Element, header: string) =>
  sortButton(el, header).closest('th')!.getAttribute('aria-sort');
/** Rozdział codes of the 23-row fixture, ordered by plan. */
const byPlan = dochody.wieleWierszy
  .slice()
  .sort((x, y) => x.planPoZmianach - y.planPoZmianach)
  .map((r) => r.rozdzial);

describe('<gmina-budzet> data', () => {
  before(() => loadBundle());
  afterEach(() => {
    cleanup();
    api.reset();
  });

  it('preselects the latest year and shows amounts in Polish format', async () => {
    api.lata = structuredClone(lata.dwaOdwrotnie);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    const rows = await untilRows(el);
    const select = yearSelect(el);
    expect(select.value).to.equal('2025');
    expect(
      [...select.options].map((o) => o.value),
      'years ascending',
    ).to.deep.equal(['2024', '2025']);
    expect(api.callsTo(paths.dochody).map((c) => c.query.get('rok'))).to.deep.equal(['2025']);
    expect(rows).to.deep.equal([
      [
        '75601',
        '0310',
        'Podatek od nieruchomości',
        `1${NBSP}234,50`,
        `1${NBSP}234${NBSP}567,89`,
        '0,00',
        `1${NBSP}000,00`,
      ],
    ]);
    expect($(el, 'caption')!.textContent).to.equal('Dochody budżetu – 2025');
    const totals = [...$(el, 'tfoot tr')!.children].map((c) => c.textContent);
    expect(totals[0]).to.equal('Razem');
    expect(totals[3]).to.equal(`1${NBSP}234,50`);
    // one row: no paging
    expect($(el, '.g-pager')).to.equal(null);
  });

  it('negative amounts use the minus sign U+2212', async () => {
    api.dochody[2025] = [{ ...dochody.jedenWiersz[0]!, planPoZmianach: -1234.5 }];
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    const rows = await untilRows(el);
    expect(rows[0]?.[3]).to.equal(`${MINUS}1${NBSP}234,50`);
  });

  it('changing the year fetches that year and shows its rows', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    choose(yearSelect(el), '2024');
    await eventually(() => expect(rowKeys(el)).to.deep.equal(['75615', '75616']));
    expect(api.callsTo(paths.dochody).map((c) => c.query.get('rok'))).to.deep.equal(['2025', '2024']);
    expect(yearSelect(el).value).to.equal('2024');
    expect($(el, 'caption')!.textContent).to.equal('Dochody budżetu – 2024');
    expect(bodyRows(el)[1]?.[2]).to.equal('Podatek leśny');
  });

  it('never paints the previous year’s rows under the new year’s caption', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    api.on(paths.dochody, (url) => ({
      body: { listaDochodow: api.dochody[Number(url.searchParams.get('rok'))] ?? [] },
      delayMs: 200,
    }));
    choose(yearSelect(el), '2024');
    // what the next frame paints: either a loader or 2024's rows, never 2025's rows captioned 2024
    const painted = await new Promise<{ caption: string; keys: (string | undefined)[] }>((resolve) =>
      requestAnimationFrame(() =>
        resolve({ caption: $(el, 'caption')?.textContent ?? '', keys: rowKeys(el) }),
      ),
    );
    if (painted.caption.endsWith('2024'))
      expect(painted.keys, 'rows under the 2024 caption').to.deep.equal([]);
    await eventually(() => expect(rowKeys(el)).to.deep.equal(['75615', '75616']));
  });

  it('23 rows: 5 per page with paging, next page shows rows 6–10', async () => {
    api.dochody[2025] = structuredClone(dochody.wieleWierszy);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    const all = dochody.wieleWierszy.map((r) => r.rozdzial);
    expect(rowKeys(el)).to.deep.equal(all.slice(0, 5));
    expect(pagerRange(el)).to.equal('1–5 z 23');
    expect(pagerButton(el, 'Poprzednia strona').disabled).to.equal(true);

    pagerButton(el, 'Następna strona').click();
    await eventually(() => expect(pagerRange(el)).to.equal('6–10 z 23'));
    expect(rowKeys(el)).to.deep.equal(all.slice(5, 10));

    pagerButton(el, 'Ostatnia strona').click();
    await eventually(() => expect(pagerRange(el)).to.equal('21–23 z 23'));
    expect(rowKeys(el)).to.deep.equal(all.slice(20));
    expect(pagerButton(el, 'Następna strona').disabled).to.equal(true);
  });

  it('23 rows: page sizes 5, 10, 20 and 23; choosing 10 shows 10 rows from the first page', async () => {
    api.dochody[2025] = structuredClone(dochody.wieleWierszy);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    pagerButton(el, 'Następna strona').click();
    await eventually(() => expect(pagerRange(el)).to.equal('6–10 z 23'));
    const size = pageSizeSelect(el)!;
    expect(size.value).to.equal('5');
    expect([...size.options].map((o) => o.value)).to.deep.equal(['5', '10', '20', '23']);
    choose(size, '10');
    await eventually(() => expect(pagerRange(el)).to.equal('1–10 z 23'));
    expect(bodyRows(el).length).to.equal(10);
    choose(pageSizeSelect(el)!, '23');
    await eventually(() => expect(bodyRows(el).length).to.equal(23));
    expect(pagerRange(el)).to.equal('1–23 z 23');
  });

  it('sorts by "Plan po zmianach" ascending, then descending', async () => {
    api.dochody[2025] = structuredClone(dochody.wieleWierszy);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    expect(sortState(el, 'Plan po zmianach')).to.equal(null);
    expect(rowKeys(el)).not.to.deep.equal(byPlan.slice(0, 5));

    sortButton(el, 'Plan po zmianach').click();
    await eventually(() => expect(sortState(el, 'Plan po zmianach')).to.equal('ascending'));
    expect(rowKeys(el)).to.deep.equal(byPlan.slice(0, 5));
    expect(bodyRows(el)[0]?.[3]).to.equal(`1${NBSP}000,25`);

    sortButton(el, 'Plan po zmianach').click();
    await eventually(() => expect(sortState(el, 'Plan po zmianach')).to.equal('descending'));
    expect(rowKeys(el)).to.deep.equal(byPlan.slice().reverse().slice(0, 5));
    expect(bodyRows(el)[0]?.[3]).to.equal(`23${NBSP}000,25`);
    expect(sortState(el, 'Rozdział'), 'other columns unsorted').to.equal(null);
  });

  it('no budget years: the empty-state text and no data call', async () => {
    api.lata = structuredClone(lata.brak);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    const empty = await until(() => $(el, '.g-empty'), 'the empty state');
    expect(empty.textContent).to.equal('Brak danych o dochodach budżetu');
    expect(yearSelect(el), 'no year select').to.equal(null);
    expect($(el, 'table')).to.equal(null);
    await settle();
    expect(api.callsTo(paths.dochody).length).to.equal(0);
  });

  it('a year with no rows: the empty-state text, no download buttons', async () => {
    api.dochody[2025] = structuredClone(dochody.pusty);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    const empty = await until(() => $(el, '.g-empty'), 'the empty state');
    expect(empty.textContent).to.equal('Brak danych o dochodach budżetu');
    expect(buttonByText(shadow(el), 'Pobierz PDF')).to.equal(null);
  });

  it('HTTP 500 on the data call: snackbar, an alert with a retry that fetches again', async () => {
    api.on(paths.dochody, bledy.serwer);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    const snackbar = await until(
      () => messagesRoot()?.querySelector('.g-snackbar-text'),
      'the snackbar in <gmina-komunikaty>',
    );
    expect(snackbar.textContent).to.equal('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    const alert = await until(() => $(el, '[role="alert"]'), 'the alert in the widget');
    expect(alert.textContent).to.contain('Usługa chwilowo niedostępna');
    expect(heading(el)).to.equal('Dochody budżetu');
    expect(localStorage.getItem('gmina:przerwaTechniczna')).to.equal(null);

    const calls = api.callsTo(paths.dochody).length;
    api.clear(paths.dochody);
    buttonByText(alert, 'Spróbuj ponownie')!.click();
    await untilRows(el, 'rows after retry');
    expect(api.callsTo(paths.dochody).length).to.be.greaterThan(calls);
    expect($(el, '[role="alert"]')).to.equal(null);
  });

  it('HTTP 503: stored break flag, the break notice, and a retry via /status that loads the data', async () => {
    // a site-wide break: /status says so (a 503 of one service alone is that widget's own break)
    api.status = structuredClone(status.przerwa);
    api.on(paths.dochody, bledy.przerwaTechniczna);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await until(() => heading(el) === 'Przepraszamy - trwa przerwa techniczna', 'the break notice');
    expect(localStorage.getItem('gmina:przerwaTechniczna')).to.equal('true');
    expect($(el, 'table')).to.equal(null);
    expect(api.callsTo(paths.status).length, 'the 503 asked /status').to.equal(1);

    // the break goes on: the notice stays
    const retry = buttonByText(shadow(el), 'Spróbuj ponownie')!;
    retry.click();
    await until(() => api.callsTo(paths.status).length === 2, 'a /status call');
    await settle();
    expect(heading(el)).to.equal('Przepraszamy - trwa przerwa techniczna');
    expect(localStorage.getItem('gmina:przerwaTechniczna')).to.equal('true');

    // the break is over: flag cleared, the data loads
    api.status = structuredClone(status.dziala);
    api.clear(paths.dochody);
    await until(() => !retry.disabled, 'the retry button enabled');
    retry.click();
    await untilRows(el, 'rows after the break');
    expect(localStorage.getItem('gmina:przerwaTechniczna')).to.equal(null);
    expect(api.callsTo(paths.status).length).to.equal(3);
    expect(heading(el)).to.equal('Dochody budżetu');
  });

  it('HTTP 503 of a site-wide break is shown by every widget of the page', async () => {
    const a = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(a);
    api.status = structuredClone(status.przerwa);
    api.on(paths.wydatki, bledy.przerwaTechniczna);
    const b = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await until(
      () => heading(b) === 'Przepraszamy - trwa przerwa techniczna',
      'the notice in the failing one',
    );
    await eventually(() => expect(heading(a)).to.equal('Przepraszamy - trwa przerwa techniczna'));
  });
});
