// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../core/api/client.ts';
import { mountNode, unmountAll } from '../../tests/widget-harness.tsx';
import { CharacterCount } from './CharacterCount.tsx';

const api = { baseURL: 'https://api.test' } as Api;
afterEach(unmountAll);

let setLength: (n: number) => void = () => undefined;
function Field({ max }: { max: number }) {
  const [length, set] = useState(0);
  setLength = set;
  return <CharacterCount id="c" max={max} length={length} />;
}

describe('CharacterCount (issue 27 item 12)', () => {
  it('shows every count but announces only at thresholds', async () => {
    const host = await mountNode(<Field max={1000} />, api);
    const shown = () => host.querySelector('.g-count')!.textContent;
    const region = host.querySelector('.g-count-status')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(host.querySelector('.g-count')!.hasAttribute('aria-live')).toBe(false);
    expect(shown()).toBe('Pozostało 1\u00a0000 znaków');
    expect(region.textContent).toBe('');
    const type = (n: number) => act(() => setLength(n));
    await type(899);
    expect(shown()).toBe('Pozostało 101 znaków');
    expect(region.textContent).toBe('');
    await type(900);
    expect(region.textContent).toBe('Pozostało 100 znaków');
    await type(901);
    expect(shown()).toBe('Pozostało 99 znaków');
    expect(region.textContent).toBe('Pozostało 100 znaków');
    await type(999);
    expect(region.textContent).toBe('Pozostał 1 znak');
    await type(1000);
    expect(region.textContent).toBe('Pozostało 0 znaków');
    // deleting back past a threshold silences the region, so coming back is heard again
    await type(800);
    expect(region.textContent).toBe('');
  });
});
