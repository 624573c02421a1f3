/// <reference types="mocha" />
/**
 * Attributes of `<gmina-budzet>`: `rodzaj` chooses income or expenditure and can change in place, a bad value
 * is reported in the console and shown in the widget, and `api` overrides the loader's `data-api`.
 */
import { expect } from 'chai';
import { API, installFakeApi, paths } from './fake-api.ts';
import { wydatki } from './budzet.fixtures.ts';
import {
  $,
  bodyRows,
  cleanup,
  columnHeaders,
  eventually,
  heading,
  loadBundle,
  mount,
  settle,
  spyConsole,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();

describe('<gmina-budzet> attributes', () => {
  before(() => loadBundle());
  afterEach(() => {
    cleanup();
    api.reset();
  });

  it('rodzaj="wydatki" shows the expenditure columns; changing it to dochody switches in place', async () => {
    const el = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await untilRows(el);
    expect(heading(el)).to.equal('Wydatki budżetu');
    expect(columnHeaders(el)).to.deep.equal([
      'Rozdział',
      'Paragraf',
      'Nazwa pozycji',
      'Plan po zmianach',
      'Wydatki',
      'Zobowiązania',
      'Koszty',
      'Zaangażowanie',
    ]);
    expect(api.callsTo(paths.wydatki).length).to.be.greaterThan(0);
    expect(api.callsTo(paths.dochody).length).to.equal(0);

    el.setAttribute('rodzaj', 'dochody');
    await eventually(() => expect(heading(el)).to.equal('Dochody budżetu'));
    await eventually(() =>
      expect(columnHeaders(el)).to.deep.equal([
        'Rozdział',
        'Paragraf',
        'Nazwa pozycji',
        'Plan po zmianach',
        'Należności',
        'Dochody otrzymane',
        'Dochody wykonane',
      ]),
    );
    await eventually(() => expect(bodyRows(el).map((r) => r[2])).to.deep.equal(['Podatek od nieruchomości']));
    expect(api.callsTo(paths.dochody).map((c) => c.query.get('rok'))).to.deep.equal(['2025']);
  });

  it('switching rodzaj never paints the other kind’s rows under the new columns', async () => {
    const el = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await untilRows(el);
    el.setAttribute('rodzaj', 'dochody');
    // what the next frame paints: income columns over either nothing (loading) or income rows
    const painted = await new Promise<{ headers: string[]; names: (string | undefined)[] }>((resolve) =>
      requestAnimationFrame(() =>
        resolve({ headers: columnHeaders(el), names: bodyRows(el).map((r) => r[2]) }),
      ),
    );
    const expenditure = new Set(wydatki.kilka.map((w) => w.nazwaPozycji));
    if (painted.headers.includes('Należności'))
      expect(
        painted.names.filter((n) => n && expenditure.has(n)),
        'expenditure rows under income columns',
      ).to.deep.equal([]);
    await eventually(() => expect(bodyRows(el).map((r) => r[2])).to.deep.equal(['Podatek od nieruchomości']));
  });

  it('a bad rodzaj logs an error naming the element and attribute and shows an alert', async () => {
    const error = spyConsole('error');
    let el: HTMLElement;
    try {
      el = mount('<gmina-budzet rodzaj="foo"></gmina-budzet>');
      await until(() => error.messages.length, 'a console error');
      await settle();
    } finally {
      error.restore();
    }
    expect(error.messages.length, 'console errors').to.be.greaterThan(0);
    for (const m of error.messages)
      expect(m).to.contain('<gmina-budzet>').and.contain('rodzaj').and.contain('"foo"');

    const alert = await until(() => $(el, '[role="alert"]'), 'an alert');
    expect(alert.textContent).to.contain('Element jest źle skonfigurowany').and.contain('rodzaj');
    const box = alert.getBoundingClientRect();
    expect(box.height, 'alert height').to.be.greaterThan(0);
    expect(box.width, 'alert width').to.be.greaterThan(0);
    expect(getComputedStyle(alert).visibility).to.equal('visible');
    expect(api.callsTo(paths.lata).length, 'no data call for a misconfigured element').to.equal(0);

    // fixing the attribute recovers without reloading
    el.setAttribute('rodzaj', 'dochody');
    await untilRows(el);
    expect($(el, '[role="alert"]')).to.equal(null);
  });

  it('reports a misconfiguration once, not again on every render', async () => {
    const error = spyConsole('error');
    try {
      const el = mount('<gmina-budzet rodzaj="foo"></gmina-budzet>');
      await until(() => $(el, '[role="alert"]'), 'an alert');
      await settle();
      el.setAttribute('lang', 'pl'); // another attribute changes: the same error is not news
      await settle();
    } finally {
      error.restore();
    }
    expect(error.messages, 'console errors').to.have.length(1);
  });

  it('a missing rodzaj (required) is reported the same way', async () => {
    const error = spyConsole('error');
    let el: HTMLElement;
    try {
      el = mount('<gmina-budzet></gmina-budzet>');
      await until(() => error.messages.length, 'a console error');
    } finally {
      error.restore();
    }
    expect(error.messages[0]).to.contain('<gmina-budzet>').and.contain('rodzaj').and.contain('required');
    const alert = await until(() => $(el, '[role="alert"]'), 'an alert');
    expect(alert.textContent).to.contain('Element jest źle skonfigurowany');
  });

  it('the api attribute overrides data-api', async () => {
    const other = 'https://other.test/v2';
    const before = api.calls.length;
    const el = mount(`<gmina-budzet rodzaj="dochody" api="${other}"></gmina-budzet>`);
    await untilRows(el);
    const fresh = api.calls.slice(before);
    expect(fresh.map((c) => c.path)).to.include.members([paths.lata, paths.dochody, paths.konfiguracja]);
    for (const c of fresh) expect(c.base, c.href).to.equal(other);
    expect(fresh.some((c) => c.base === API)).to.equal(false);
  });
});
