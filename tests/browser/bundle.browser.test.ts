/// <reference types="mocha" />
/**
 * Facts of the built bundle as a page fetches it: the loader once (also when included twice), and every
 * chunk resolved against the loader's own URL (`/dist/chunks/…`), not against the page.
 */
import { expect } from 'chai';
import { installFakeApi, paths } from './fake-api.ts';
import {
  BUNDLE,
  bundleResources,
  chunkFetched,
  heading,
  jsResources,
  loadBundle,
  messagesRoot,
  mount,
  settle,
  spyConsole,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();

const pathOf = (url: string) => new URL(url).pathname;
/** The test runner's own modules (mocha, chai, this file), not the bundle's. */
const isHarness = (url: string) =>
  /^\/(tests|node_modules|__web-dev-server|__wds|__web-test-runner)/.test(pathOf(url));

describe('built bundle', () => {
  before(async () => {
    mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await loadBundle();
    const en = mount('<gmina-budzet rodzaj="wydatki" lang="en"></gmina-budzet>');
    await until(() => heading(en) === 'Budget expenditure', 'the English widget');
    await untilRows(en);
  });

  it('fetches dist/gmina.js once, also when the page includes the same script twice', async () => {
    const warn = spyConsole('warn');
    try {
      await loadBundle();
      await settle();
    } finally {
      warn.restore();
    }
    expect(warn.messages, 'warnings for the same copy').to.deep.equal([]);
    const loader = jsResources().filter((e) => pathOf(e.name) === BUNDLE);
    expect(loader.map((e) => e.name)).to.deep.equal([new URL(BUNDLE, location.href).href]);
  });

  it('resolves every chunk against the bundle URL: all its JS lives under /dist/', () => {
    const own = jsResources().filter((e) => !isHarness(e.name));
    expect(own.length).to.be.greaterThan(1);
    for (const e of own) expect(pathOf(e.name), e.name).to.match(/^\/dist\/(gmina\.js|chunks\/[^/]+\.js)$/);
    for (const e of bundleResources()) {
      if ('responseStatus' in e && e.responseStatus) expect(e.responseStatus, e.name).to.equal(200);
    }
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      expect(pathOf(link.href)).to.match(/^\/dist\/chunks\//);
  });

  it('fetches each chunk once, and only those the page needs', () => {
    const names = bundleResources().map((e) => pathOf(e.name));
    expect(new Set(names).size, names.join('\n')).to.equal(names.length);
    for (const needed of ['gmina-budzet', 'shared', 'en'])
      expect(chunkFetched(needed), `${needed} chunk`).to.equal(true);
    for (const unneeded of ['gmina-portal', 'de', 'uk', 'Messages', 'csv'])
      expect(chunkFetched(unneeded), `${unneeded} chunk`).to.equal(false);
    expect(document.querySelector('gmina-komunikaty'), 'no message host before a message').to.equal(null);
  });

  it('fetches the snackbar with the first message: a failed call shows its text there', async () => {
    api.on(paths.dochody, { status: 500, body: { kod: 1, opis: 'awaria' } });
    try {
      mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
      await until(
        () => messagesRoot()?.textContent?.includes('Usługa chwilowo niedostępna. Spróbuj ponownie później'),
        'the snackbar text',
      );
      expect(chunkFetched('Messages')).to.equal(true);
      expect(document.querySelectorAll('gmina-komunikaty').length).to.equal(1);
    } finally {
      api.clear(paths.dochody);
    }
  });
});
