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
  it('is a focusable group named by the caption', async () => {
    const host = await mountNode(
      <TableScroll labelledBy="cap">
        <table>
          <caption id="cap">Opłaty</caption>
        </table>
      </TableScroll>,
      api,
    );
    const box = host.querySelector('.g-table-scroll > .g-table-wrap')!;
    expect(box.getAttribute('role')).toBe('group');
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.getAttribute('aria-labelledby')).toBe('cap');
  });
});
