// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../core/api/client.ts';
import { mountNode, unmountAll } from '../../tests/widget-harness.tsx';
import { TableScroll, keepCodesWhole } from './TableScroll.tsx';

const api = { baseURL: 'https://api.test' } as Api;
afterEach(unmountAll);

describe('keepCodesWhole (issue 26 item 3)', () => {
  it('keeps a postal code and a document number whole inside free text, as one value', async () => {
    const host = await mountNode(
      <p>{keepCodesWhole('ul. Ogrodowa 7, 12-345 Zielona Dolina; Rep. A nr 4127/2015')}</p>,
      api,
    );
    const p = host.querySelector('p')!;
    expect(p.children).toHaveLength(1);
    expect([...p.querySelectorAll('.g-nowrap')].map((s) => s.textContent)).toEqual(['12-345', '4127/2015']);
    expect(p.textContent).toBe('ul. Ogrodowa 7, 12-345 Zielona Dolina; Rep. A nr 4127/2015');
  });

  it('leaves text without codes as it is', () => {
    expect(keepCodesWhole('Budynki mieszkalne')).toBe('Budynki mieszkalne');
  });
});

describe('TableScroll', () => {
  it('is a group named by the caption, a tab stop only while it has something to scroll to', async () => {
    const table = (
      <TableScroll labelledBy="cap">
        <table>
          <caption id="cap">Opłaty</caption>
        </table>
      </TableScroll>
    );
    const fits = await mountNode(table, api);
    const box = fits.querySelector('.g-table-scroll > .g-table-wrap')!;
    expect(box.getAttribute('role')).toBe('group');
    expect(box.getAttribute('aria-labelledby')).toBe('cap');
    expect(box.hasAttribute('tabindex')).toBe(false);
    // a table twice as wide as its box
    const proto = HTMLElement.prototype;
    const widths = { scrollWidth: 600, clientWidth: 300 };
    for (const [name, value] of Object.entries(widths))
      Object.defineProperty(proto, name, { configurable: true, get: () => value });
    try {
      const wide = await mountNode(table, api);
      expect(wide.querySelector('.g-table-wrap')!.getAttribute('tabindex')).toBe('0');
      expect(wide.querySelector('.g-table-scroll')!.hasAttribute('data-more-end')).toBe(true);
    } finally {
      for (const name of Object.keys(widths)) delete (proto as unknown as Record<string, unknown>)[name];
    }
  });
});
