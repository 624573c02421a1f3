/// <reference types="mocha" />
/**
 * The loader on a page with no widget tag when it runs: it defines and fetches nothing until a `gmina-budzet`
 * is added, then fetches that element's chunk, defines the tag and the new element renders.
 */
import { expect } from 'chai';
import { installFakeApi } from './fake-api.ts';
import {
  bundleResources,
  chunkFetched,
  cleanup,
  heading,
  loadBundle,
  mount,
  settle,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();

describe('loader: lazy definition (no widget on the page at load)', () => {
  before(async () => {
    await loadBundle();
    await settle(300);
  });
  afterEach(cleanup);

  it('fetches no element chunk and defines no tag while no gmina-* tag is on the page', () => {
    expect(customElements.get('gmina-budzet')).to.equal(undefined);
    expect(customElements.get('gmina-portal')).to.equal(undefined);
    expect(chunkFetched('gmina-budzet'), 'budget chunk fetched').to.equal(false);
    expect(chunkFetched('shared'), 'shared chunk fetched').to.equal(false);
    expect(bundleResources().map((e) => new URL(e.name).pathname)).to.deep.equal(['/dist/gmina.js']);
    expect(api.calls, 'API calls').to.deep.equal([]);
  });

  it('an element appended after load (inside a container) is upgraded and renders', async () => {
    const box = mount('<div><section><gmina-budzet rodzaj="dochody"></gmina-budzet></section></div>');
    const el = box.querySelector('gmina-budzet')!;
    const ctor = await until(() => customElements.get('gmina-budzet'), 'gmina-budzet to be defined');
    expect(el).to.be.instanceOf(ctor);
    expect(el.matches(':defined')).to.equal(true);
    await untilRows(el);
    expect(heading(el)).to.equal('Dochody budżetu');
    expect(chunkFetched('gmina-budzet')).to.equal(true);
    // a tag is loaded only when on the page: the portal is not
    expect(chunkFetched('gmina-portal')).to.equal(false);
    expect(customElements.get('gmina-portal')).to.equal(undefined);
  });

  it('a second element added later reuses the definition without fetching the chunk again', async () => {
    const el = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await untilRows(el);
    expect(heading(el)).to.equal('Wydatki budżetu');
    const budget = bundleResources().filter((e) => /\/gmina-budzet-[^/]+\.js$/.test(e.name));
    expect(budget.length, 'budget chunk fetches').to.equal(1);
  });
});
