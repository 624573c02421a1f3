/// <reference types="mocha" />
/**
 * The custom-page sanitiser in real Chromium (DOMPurify needs a real DOM; happy-dom is not one it supports).
 */
import { expect } from 'chai';
import { sanitizePage, scaleFontSize } from '../../src/host/sanitize.ts';

const html = (f: DocumentFragment) => {
  const div = document.createElement('div');
  div.append(f);
  return div;
};

describe('custom page sanitising', () => {
  it('removes scripts, handlers, frames, forms and javascript: links, keeping the text', () => {
    const out = html(
      sanitizePage(
        '<p onclick="x()">Tekst <b>pogrubiony</b></p><script>x()</script><iframe src="https://x"></iframe>' +
          '<a href="javascript:x()">zły</a><a href="https://bip.example.pl" target="_blank">dobry</a>' +
          '<form><input name=a></form><img src=x onerror="x()">',
        'mala',
      ),
    );
    expect(out.textContent).to.include('Tekst pogrubiony');
    expect(out.querySelector('script, iframe, form, input')).to.equal(null);
    expect(out.querySelector('p')!.hasAttribute('onclick')).to.equal(false);
    expect(out.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    const [bad, good] = out.querySelectorAll('a');
    expect(bad!.getAttribute('href')).to.equal(null);
    expect(good!.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('keeps no style attribute; text styles come back through the CSSOM, font sizes scaled', () => {
    const src =
      '<p style="font-size: 12px; color: red; text-align: center; background: url(javascript:x)">a</p>';
    for (const [size, px] of [
      ['mala', '12px'],
      ['duza', '18px'],
      ['bardzo_duza', '24px'],
    ] as const) {
      const p = html(sanitizePage(src, size)).querySelector('p')!;
      expect(p.style.fontSize).to.equal(px);
      expect(p.style.textAlign).to.equal('center');
      expect(p.style.color).to.equal('');
      expect(p.style.background).to.equal('');
    }
  });

  it('scales px and pt sizes only (relative sizes follow the text already)', () => {
    expect(scaleFontSize('14px', 1.5)).to.equal('21px');
    expect(scaleFontSize('10.5pt', 2)).to.equal('21pt');
    expect(scaleFontSize('1.2em', 2)).to.equal('1.2em');
    expect(scaleFontSize('larger', 2)).to.equal('larger');
    expect(scaleFontSize('14px', 1)).to.equal('14px');
  });
});
