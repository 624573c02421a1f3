// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMemo } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { attributeErrors, defineElement } from './element.tsx';
import { addTexts, loadLanguage } from '../core/i18n/index.ts';
import { useWidget } from './context.ts';
import { options } from 'preact';
import { $language } from '../core/stores/settings.ts';
import { $maintenance } from '../core/stores/maintenance.ts';

const settle = () => new Promise((r) => setTimeout(r, 20));
afterEach(() => {
  document.body.innerHTML = '';
  if ($maintenance.get()) $maintenance.set(false);
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
  it('a widget that throws shows a readable message in its shadow root, not a blank box, and a retry', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fails = true;
    function Broken() {
      if (fails) throw new Error('boom');
      return <p className="g-shown">shown</p>;
    }
    defineElement({ tag: 'gmina-test-broken', component: Broken, attributes: {} });
    const el = document.createElement('gmina-test-broken');
    document.body.append(el);
    await settle();
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
      'Nie udało się wyświetlić tego elementu. Odśwież stronę lub spróbuj ponownie później.',
    );
    expect(error).toHaveBeenCalled();
    // what failed passes (a chunk fetched again): the retry renders the widget anew, no reload of the page
    fails = false;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.g-error-box button')!.click();
    await settle();
    expect(el.shadowRoot?.querySelector('.g-shown')?.textContent).toBe('shown');
    expect(el.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('does not redefine a tag that is already defined (a second copy of the bundle)', () => {
    class Existing extends HTMLElement {}
    customElements.define('gmina-test-existing', Existing);
    defineElement({ tag: 'gmina-test-existing', component: () => null, attributes: {} });
    expect(customElements.get('gmina-test-existing')).toBe(Existing);
  });
});

describe('stored technical break', () => {
  it('is re-checked with /status when the page loads: a break that ended is not shown', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname);
      if (url.pathname.endsWith('/status'))
        return new Response(JSON.stringify({ czyPrzerwaTechniczna: false }), {
          headers: { 'Content-Type': 'application/json' },
        });
      throw new TypeError('offline in this test');
    });
    $maintenance.set(true);
    defineElement({ tag: 'gmina-test-break', component: () => <p className="ok">dane</p>, attributes: {} });
    const el = document.createElement('gmina-test-break');
    el.setAttribute('api', 'https://office.example.pl/api');
    document.body.append(el);
    await settle();
    await settle();
    expect(asked).toContain('/api/status');
    expect($maintenance.get()).toBe(false);
    expect(el.shadowRoot?.querySelector('.ok')?.textContent).toBe('dane');
    vi.unstubAllGlobals();
  });
});

describe('language of a new element', () => {
  it('shows its language when another element finished loading it between its render and its effects', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
    function Title() {
      const { t } = useWidget();
      return <h2>{t('probaJezyka.tytul')}</h2>;
    }
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const english = () => gate.then(() => ({ default: { probaJezyka: { tytul: 'Title' } } }));
    // the element's chunk registers its texts before it defines the element
    addTexts({ probaJezyka: { tytul: 'Tytuł' } }, { en: english, de: english, uk: english });
    defineElement({ tag: 'gmina-test-lang', component: Title, attributes: {} });
    // a first element on the page: the server flags are asked for (and settle) with it
    document.body.append(document.createElement('gmina-test-lang'));
    await settle();

    // another element asked for English first; its texts are still on their way
    const other = loadLanguage('en');
    // hold the effects (preact runs them a frame after rendering) to order things as a slow page may
    const held: (() => void)[] = [];
    options.requestAnimationFrame = (run) => void held.push(run);
    $language.set('en');
    const el = document.createElement('gmina-test-lang');
    document.body.append(el);
    expect(el.shadowRoot?.querySelector('h2')).toBeNull();
    // the texts arrive after this element rendered "loading" but before its effects run
    release();
    await other;
    delete options.requestAnimationFrame;
    for (const run of held) run();
    await settle();
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Title');
    $language.set(undefined);
    vi.unstubAllGlobals();
  });
});

describe('texts of a part fetched after the element shows its language', () => {
  it('come into view without the element being rendered again by anyone (memos on t included)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
    const english = async () => ({ default: { probaElementu: { tytul: 'Heading' } } });
    addTexts({ probaElementu: { tytul: 'Nagłówek' } }, { en: english, de: english, uk: english });
    // the part (a card's details, a form) is shown by the element's own state, as a lazy import does
    const $part = atom(false);
    function Part() {
      const { t } = useWidget();
      const label = useMemo(() => t('probaCzesci.przycisk'), [t]);
      return <button type="button">{label}</button>;
    }
    function Screen() {
      const { t } = useWidget();
      const part = useStore($part);
      return (
        <>
          <h2>{t('probaElementu.tytul')}</h2>
          {part && <Part />}
        </>
      );
    }
    $language.set('en');
    defineElement({ tag: 'gmina-test-part', component: Screen, attributes: {} });
    const el = document.createElement('gmina-test-part');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Heading'));

    // the part's chunk runs: it registers its texts, then shows; English is on its way
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const partEnglish = () => gate.then(() => ({ default: { probaCzesci: { przycisk: 'Pay' } } }));
    addTexts({ probaCzesci: { przycisk: 'Zapłać' } }, { en: partEnglish, de: partEnglish, uk: partEnglish });
    $part.set(true);
    await settle();
    release();
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('button')?.textContent).toBe('Pay'));
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Heading');
    $language.set(undefined);
    vi.unstubAllGlobals();
  });
});
