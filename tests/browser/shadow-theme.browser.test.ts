/// <reference types="mocha" />
/**
 * Shadow DOM and styles: an open shadow root with constructable stylesheets shared by all instances (no
 * `<style>` element anywhere), theme tokens set on the page's :root reach inside, and the page's own rem tricks
 * do not shrink the widget.
 */
import { expect } from 'chai';
import { installFakeApi } from './fake-api.ts';
import { $, $$, cleanup, loadBundle, mount, shadow, untilRows, until } from './helpers.ts';

installFakeApi();

const DEFAULT_PRIMARY = 'rgb(11, 83, 148)'; // #0b5394, base.css

describe('shadow DOM and styles', () => {
  let stylesBefore: number;
  const pageStyles: HTMLStyleElement[] = [];
  const addPageStyle = (css: string) => {
    const s = document.createElement('style');
    s.textContent = css;
    document.head.append(s);
    pageStyles.push(s);
  };

  before(async () => {
    stylesBefore = document.querySelectorAll('style').length;
    await loadBundle();
  });
  afterEach(() => {
    for (const s of pageStyles.splice(0)) s.remove();
    cleanup();
  });

  it('renders into an open shadow root with adopted stylesheets and no <style> element', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    const root = shadow(el);
    expect(root.mode).to.equal('open');
    expect(root.querySelectorAll('style').length, '<style> in the shadow root').to.equal(0);
    expect(root.querySelectorAll('link[rel="stylesheet"]').length).to.equal(0);
    expect(root.adoptedStyleSheets.length).to.be.at.least(2);
    // nothing added to the page's own styles either (strict style-src CSP works)
    expect(document.querySelectorAll('style').length).to.equal(stylesBefore);
    // the sheets are really applied: .g-table from base.css collapses its borders
    expect(getComputedStyle($(el, 'table')!).borderCollapse).to.equal('collapse');
  });

  it('a host page that writes italic, spaced-out, upper-case, right-aligned text does not restyle the widget', async () => {
    addPageStyle(`body { font-family: Georgia, serif; font-style: italic; font-weight: 700; letter-spacing: .2em;
      word-spacing: 1em; text-align: right; text-transform: uppercase; text-indent: 3em; line-height: 3;
      white-space: pre; font-variant: small-caps; text-shadow: 1px 1px red; }`);
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    for (const sel of ['h2', 'caption', 'tbody td', 'button']) {
      const css = getComputedStyle($(el, sel)!);
      expect(css.fontStyle, `${sel} font-style`).to.equal('normal');
      expect(css.letterSpacing, `${sel} letter-spacing`).to.equal('normal');
      expect(css.wordSpacing, `${sel} word-spacing`).to.equal('0px');
      expect(css.textTransform, `${sel} text-transform`).to.equal('none');
      expect(css.textIndent, `${sel} text-indent`).to.equal('0px');
      expect(css.whiteSpace, `${sel} white-space`).to.equal('normal');
      expect(css.fontVariantCaps, `${sel} font-variant-caps`).to.equal('normal');
      expect(css.textShadow, `${sel} text-shadow`).to.equal('none');
      // the page's font family is kept on purpose (theme tokens can name another)
      expect(css.fontFamily, `${sel} font-family`).to.contain('Georgia');
    }
    expect(getComputedStyle($(el, 'tbody td')!).textAlign).to.not.equal('right');
    expect(getComputedStyle($(el, 'tbody td')!).fontWeight).to.equal('400');
    expect(parseFloat(getComputedStyle($(el, 'h2')!).lineHeight)).to.be.below(
      parseFloat(getComputedStyle($(el, 'h2')!).fontSize) * 2,
    );
  });

  it('two instances share the same CSSStyleSheet objects', async () => {
    const a = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    const b = mount('<gmina-budzet rodzaj="wydatki"></gmina-budzet>');
    await untilRows(a);
    await untilRows(b);
    const sa = shadow(a).adoptedStyleSheets;
    const sb = shadow(b).adoptedStyleSheets;
    expect(sa.length).to.equal(sb.length);
    sa.forEach((sheet, i) => expect(sheet, `sheet ${i}`).to.equal(sb[i]));
    expect(new Set(sa).size, 'distinct sheets per root').to.equal(sa.length);
  });

  it('--gmina-color-primary on the page :root colours the PDF/CSV buttons', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    const buttons = $$<HTMLButtonElement>(el, '.g-toolbar .g-button.g-secondary');
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Pobierz PDF', 'Pobierz CSV']);
    for (const b of buttons) expect(getComputedStyle(b).color).to.equal(DEFAULT_PRIMARY);

    addPageStyle(':root { --gmina-color-primary: rgb(1, 2, 3); }');
    for (const b of buttons) {
      const cs = getComputedStyle(b);
      expect(cs.color).to.equal('rgb(1, 2, 3)');
      expect(cs.borderTopColor).to.equal('rgb(1, 2, 3)');
    }
  });

  it('html { font-size: 10px } on the page does not shrink the widget (16px base)', async () => {
    addPageStyle('html { font-size: 10px; }');
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
    expect(getComputedStyle(el).fontSize).to.equal('16px');
    const root = await until(() => $(el, '.g-root'), '.g-root');
    expect(getComputedStyle(root).fontSize).to.equal('16px');
    expect(getComputedStyle($(el, 'h2')!).fontSize).to.equal('22px'); // 1.375em
  });

  it('--gmina-font-size on the page sets the widget base size', async () => {
    addPageStyle(':root { --gmina-font-size: 20px; }');
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    expect(getComputedStyle($(el, '.g-root')!).fontSize).to.equal('20px');
  });
});
