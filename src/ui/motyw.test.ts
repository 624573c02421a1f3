// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import adoptujMotyw, { arkuszMotywu } from './motyw.ts';

const block = (json: string) => {
  document.getElementById('gmina-config')?.remove();
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'gmina-config';
  s.textContent = json;
  document.head.append(s);
};
const shadow = () => {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('theme tokens of the JSON block, applied through the CSSOM', () => {
  it('adopts one `:host` sheet holding the valid tokens into each shadow root, after its own sheets', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    block('{"api": "/api", "motyw": {"--gmina-color-primary": "#8b0000", "--gmina-radius": "url(x)"}}');
    const own = new CSSStyleSheet();
    const [a, b] = [shadow(), shadow()];
    a.adoptedStyleSheets = [own];
    adoptujMotyw(a);
    adoptujMotyw(b);
    adoptujMotyw(a);
    expect(a.adoptedStyleSheets).toHaveLength(2);
    expect(a.adoptedStyleSheets[0]).toBe(own);
    const sheet = a.adoptedStyleSheets[1]!;
    expect(b.adoptedStyleSheets).toEqual([sheet]);
    const rule = sheet.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toBe(':host');
    expect(rule.style.getPropertyValue('--gmina-color-primary')).toBe('#8b0000');
    expect(rule.style.getPropertyValue('--gmina-radius')).toBe('');
    // no <style> element and no style attribute anywhere: nothing a `style-src 'self'` policy would drop
    expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
    // the bad token reported once, for the page, not once per widget
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      'gmina: #gmina-config option "motyw" "--gmina-radius" must be a colour, size or font list; got "url(x)"',
    );
  });

  it('builds the sheet again when the block changes', () => {
    block('{"motyw": {"--gmina-color-primary": "#8b0000"}}');
    const first = arkuszMotywu();
    expect(arkuszMotywu()).toBe(first);
    block('{"motyw": {"--gmina-color-primary": "#1e6b34"}}');
    const second = arkuszMotywu();
    expect(second).not.toBe(first);
    expect((second.cssRules[0] as CSSStyleRule).style.getPropertyValue('--gmina-color-primary')).toBe(
      '#1e6b34',
    );
  });
});
