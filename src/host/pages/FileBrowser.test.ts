import { describe, expect, it } from 'vitest';
import type { WezelPrzegladarki } from '../../core/api/portal.ts';
import { folderTrail } from './FileBrowser.tsx';

const leaf = (nazwa: string) => ({ nazwa, pliki: [], strony: [], katalogi: [] });
const root: WezelPrzegladarki = {
  nazwaMenu: 'Informacje',
  pliki: [],
  strony: [],
  katalogi: [{ ...leaf('Ogłoszenia'), katalogi: [leaf('Archiwum 2025')] }, leaf('Podatki')],
};

describe('folder trail from the address', () => {
  it('follows folder indices', () => {
    expect(folderTrail(root, null)).toEqual([]);
    expect(folderTrail(root, '1')!.map((k) => k.nazwa)).toEqual(['Podatki']);
    expect(folderTrail(root, '0.0')!.map((k) => k.nazwa)).toEqual(['Ogłoszenia', 'Archiwum 2025']);
  });
  it('a missing or malformed folder is null (the page says so)', () => {
    for (const bad of ['2', '0.1', 'x', '0..0', '-1']) expect(folderTrail(root, bad), bad).toBeNull();
  });
});
