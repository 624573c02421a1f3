// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../core/api/client.ts';
import { mountNode, unmountAll } from '../../tests/widget-harness.tsx';
import { Dialog } from './Dialog.tsx';

const api = { baseURL: 'https://api.test' } as Api;
afterEach(unmountAll);

/** The texts the dialog's aria-describedby points at, in order. */
const description = (host: ParentNode) => {
  const d = host.querySelector('dialog')!;
  const root = d.getRootNode() as ParentNode & { getElementById?: (id: string) => HTMLElement | null };
  return (d.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => [...root.querySelectorAll<HTMLElement>('[id]')].find((e) => e.id === id)?.textContent);
};

let setWarnings: (w: string[]) => void = () => undefined;
function Confirmation({ describedBy }: { describedBy?: string }) {
  const [warnings, set] = useState(['Licznik przekroczył 9 999 m³.', 'Zużycie jest nietypowo wysokie.']);
  setWarnings = set;
  return (
    <Dialog open title="Czy wysłać?" onClose={() => undefined} actions={null} describedBy={describedBy}>
      <p id="wiersz">Wodomierz ZD-1: nowy stan 12 m³.</p>
      {warnings.map((w) => (
        <p key={w} className="g-ostrzezenie">
          {w}
        </p>
      ))}
    </Dialog>
  );
}

describe('Dialog (issue 27 item 12)', () => {
  it('is described by the warnings in it', async () => {
    const host = await mountNode(<Confirmation />, api);
    expect(description(host)).toEqual(['Licznik przekroczył 9 999 m³.', 'Zużycie jest nietypowo wysokie.']);
  });

  it('puts the ids given first and follows the warnings shown', async () => {
    const host = await mountNode(<Confirmation describedBy="wiersz" />, api);
    expect(description(host)).toEqual([
      'Wodomierz ZD-1: nowy stan 12 m³.',
      'Licznik przekroczył 9 999 m³.',
      'Zużycie jest nietypowo wysokie.',
    ]);
    await act(() => setWarnings(['Zużycie jest nietypowo wysokie.', 'Nowe ostrzeżenie.']));
    expect(description(host)).toEqual([
      'Wodomierz ZD-1: nowy stan 12 m³.',
      'Zużycie jest nietypowo wysokie.',
      'Nowe ostrzeżenie.',
    ]);
    await act(() => setWarnings([]));
    expect(description(host)).toEqual(['Wodomierz ZD-1: nowy stan 12 m³.']);
  });

  it('has no description without warnings', async () => {
    const host = await mountNode(
      <Dialog open title="Informacja" onClose={() => undefined} actions={null}>
        <p>Tekst</p>
      </Dialog>,
      api,
    );
    expect(host.querySelector('dialog')!.hasAttribute('aria-describedby')).toBe(false);
  });
});
