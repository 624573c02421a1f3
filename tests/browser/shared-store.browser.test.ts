/// <reference types="mocha" />
/**
 * One store per page: two widgets follow the same contrast and font-size settings (changed from another tab,
 * i.e. a storage event), and the server flags are fetched once for the page.
 */
import { expect } from 'chai';
import { installFakeApi, paths } from './fake-api.ts';
import {
  $,
  cleanup,
  eventually,
  loadBundle,
  messagesRoot,
  mount,
  setStored,
  settle,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();
// slow flags, so that both widgets ask while the first call is still under way
api.on(paths.konfiguracja, { body: api.konfiguracja, delayMs: 150 });

const root = (el: Element) => $(el, '.g-root')!;

describe('shared settings store', () => {
  let a: HTMLElement;
  let b: HTMLElement;

  before(async () => {
    await loadBundle();
    a = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    b = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await untilRows(a);
    await untilRows(b);
  });
  after(cleanup);

  it('fetches the server flags once for the page although two widgets are there', async () => {
    await settle(300);
    expect(api.callsTo(paths.konfiguracja).length).to.equal(1);
    expect(api.callsTo(paths.lata).length, 'each widget asks for its years').to.equal(2);
  });

  it('contrast changed in another tab applies to both widgets', async () => {
    // a failing third widget brings the page's snackbar host, which must follow the setting too
    api.on(paths.wydatki, { status: 500 });
    const failing = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    const messages = await until(() => messagesRoot()?.querySelector('.g-root'), 'gmina-komunikaty');
    failing.remove();
    api.clear(paths.wydatki);
    expect(root(a).classList.contains('g-hc')).to.equal(false);
    expect(root(b).classList.contains('g-hc')).to.equal(false);
    setStored('gmina:kontrast', 'true');
    await eventually(() => {
      expect(root(a).classList.contains('g-hc'), 'first widget').to.equal(true);
      expect(root(b).classList.contains('g-hc'), 'second widget').to.equal(true);
    });
    // the high-contrast palette really applies
    expect(getComputedStyle(root(a)).backgroundColor).to.equal('rgb(0, 0, 0)');
    // the page's snackbar host follows too
    await eventually(() => expect(messages.classList.contains('g-hc')).to.equal(true));

    setStored('gmina:kontrast', null);
    await eventually(() => {
      expect(root(a).classList.contains('g-hc')).to.equal(false);
      expect(root(b).classList.contains('g-hc')).to.equal(false);
    });
  });

  it('font size changed in another tab applies to both widgets (24px for bardzo_duza)', async () => {
    expect(getComputedStyle(root(a)).fontSize).to.equal('16px');
    expect(getComputedStyle(root(b)).fontSize).to.equal('16px');
    setStored('gmina:rozmiarCzcionki', 'bardzo_duza');
    await eventually(() => {
      expect(getComputedStyle(root(a)).fontSize, 'first widget').to.equal('24px');
      expect(getComputedStyle(root(b)).fontSize, 'second widget').to.equal('24px');
    });
    setStored('gmina:rozmiarCzcionki', 'duza');
    await eventually(() => expect(getComputedStyle(root(b)).fontSize).to.equal('20px'));
    // an unknown stored value falls back to the default size
    setStored('gmina:rozmiarCzcionki', 'ogromna');
    await eventually(() => expect(getComputedStyle(root(a)).fontSize).to.equal('16px'));
  });

  it('a widget added later starts with the current settings', async () => {
    setStored('gmina:kontrast', 'true');
    setStored('gmina:rozmiarCzcionki', 'duza');
    const c = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(c);
    expect(root(c).classList.contains('g-hc')).to.equal(true);
    expect(getComputedStyle(root(c)).fontSize).to.equal('20px');
    expect(api.callsTo(paths.konfiguracja).length, 'still one flags call').to.equal(1);
  });
});
