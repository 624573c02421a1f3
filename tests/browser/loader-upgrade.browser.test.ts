/// <reference types="mocha" />
/**
 * The loader on a page that already has a widget when it runs: the element is upgraded in place, a later one
 * too, `data-api` of the script tag is the API base, and including the loader a second time only warns.
 */
import { expect } from 'chai';
import { API, installFakeApi, paths } from './fake-api.ts';
import {
  BUNDLE,
  bundleResources,
  heading,
  loadBundle,
  mount,
  settle,
  spyConsole,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();
const LOADER_KEY = Symbol.for('gmina.loader');
const loaderInfo = () => {
  const info = (globalThis as unknown as Record<symbol, { src: string; version: string } | undefined>)[
    LOADER_KEY
  ];
  if (!info) throw new Error('no loader info on the page');
  return info;
};

describe('loader: upgrade of elements on the page', () => {
  let early: HTMLElement;

  before(async () => {
    // placed before the bundle exists: an unknown element until the loader defines the tag
    early = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    expect(early.matches(':defined')).to.equal(false);
    await loadBundle();
  });

  it('upgrades an element placed before the bundle loaded, and it renders', async () => {
    const ctor = await until(() => customElements.get('gmina-budzet'), 'gmina-budzet to be defined');
    await until(() => early.matches(':defined'), 'the early element to be upgraded');
    expect(early).to.be.instanceOf(ctor);
    const rows = await untilRows(early);
    expect(heading(early)).to.equal('Dochody budżetu');
    expect(rows[0]?.[0]).to.equal('75601');
  });

  it('upgrades an element appended after load, and it renders', async () => {
    const late = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await untilRows(late);
    expect(late).to.be.instanceOf(customElements.get('gmina-budzet')!);
    expect(heading(late)).to.equal('Wydatki budżetu');
  });

  it('uses data-api of its script tag as the API base', () => {
    expect(api.callsTo(paths.lata).length).to.be.greaterThan(0);
    expect(api.callsTo(paths.konfiguracja).length).to.equal(1);
    for (const c of api.calls) expect(c.href.startsWith(`${API}/`), c.href).to.equal(true);
  });

  it('a second, different copy of the loader only warns and changes nothing', async () => {
    const ctor = customElements.get('gmina-budzet');
    const first = loaderInfo();
    const fetchedBefore = new Set(bundleResources().map((e) => e.name));
    const warn = spyConsole('warn');
    const error = spyConsole('error');
    try {
      await loadBundle({ 'data-api': 'https://elsewhere.test/api' }, `${BUNDLE}?copy=2`);
      await settle();
    } finally {
      warn.restore();
      error.restore();
    }
    expect(warn.messages.length, warn.messages.join('\n')).to.equal(1);
    expect(warn.messages[0]).to.contain('gmina.js?copy=2').and.to.contain('ignored');
    expect(error.messages, 'console errors').to.deep.equal([]);
    expect(customElements.get('gmina-budzet')).to.equal(ctor);
    expect(loaderInfo()).to.equal(first);
    // the copy fetched only itself, no chunk
    const fetchedNow = bundleResources()
      .map((e) => e.name)
      .filter((n) => !fetchedBefore.has(n));
    expect(fetchedNow.map((n) => new URL(n).pathname + new URL(n).search)).to.deep.equal([
      `${BUNDLE}?copy=2`,
    ]);
    expect(loaderInfo().src).to.equal(new URL(BUNDLE, location.href).href);

    // the page keeps working with the first copy: a new element renders and calls the first API base
    const before = api.calls.length;
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    const fresh = api.calls.slice(before);
    expect(fresh.length).to.be.greaterThan(0);
    for (const c of fresh) expect(c.base).to.equal(API);
  });
});
