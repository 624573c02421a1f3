// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributeErrors, defineElement } from './element.tsx';

const settle = () => new Promise((r) => setTimeout(r, 20));
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('attribute checks', () => {
  it('name the element and the attribute', () => {
    const spec = { rodzaj: { values: ['dochody', 'wydatki'], required: true } };
    expect(attributeErrors('gmina-budzet', spec, { rodzaj: 'dochody' })).toEqual([]);
    expect(attributeErrors('gmina-budzet', spec, { rodzaj: 'foo' })).toEqual([
      '<gmina-budzet> attribute "rodzaj" must be one of dochody, wydatki; got "foo"',
    ]);
    expect(attributeErrors('gmina-budzet', spec, {})).toEqual([
      '<gmina-budzet> attribute "rodzaj" is required (one of: dochody, wydatki)',
    ]);
  });
});

describe('defineElement', () => {
  it('a widget that throws shows a readable message in its shadow root, not a blank box', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    defineElement({ tag: 'gmina-test-broken', component: Broken, attributes: {} });
    const el = document.createElement('gmina-test-broken');
    document.body.append(el);
    await settle();
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
      'Nie udało się wyświetlić tego elementu. Odśwież stronę lub spróbuj ponownie później.',
    );
    expect(error).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('does not redefine a tag that is already defined (a second copy of the bundle)', () => {
    class Existing extends HTMLElement {}
    customElements.define('gmina-test-existing', Existing);
    defineElement({ tag: 'gmina-test-existing', component: () => null, attributes: {} });
    expect(customElements.get('gmina-test-existing')).toBe(Existing);
  });
});
