// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { useTestStorageEngine } from '@nanostores/persistent';
import { ApiError } from '../../core/api/client.ts';
import { mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { cleanUp, signedIn, wodaApi } from '../../../tests/woda-harness.tsx';
import * as save from '../../ui/save-file.ts';
import { ProtokolWymiany } from './ProtokolWymiany.tsx';

useTestStorageEngine();
afterEach(() => {
  cleanUp();
  vi.restoreAllMocks();
});

const PESEL = 'pesel=85010112352';
const punkty = {
  punktyOdbioru: [
    {
      idPunktuOdbioru: 101,
      adresPunktuOdbioru: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
      lataOdbioru: [2026],
      liczniki: [
        { numerLicznika: 'ZD-24-90417', dataWyjecia: null },
        { numerLicznika: 'ZD-14-58213', dataWyjecia: '2025-03-10' },
      ],
    },
  ],
};
const protokol = (numer: string, zdjecia: boolean) =>
  `/wodomierze/dajProtokolWymiany?numerWodomierza=${numer}&${PESEL}&zeZdjeciami=${zdjecia}`;
const pdf = {
  plik: Buffer.from('%PDF-1.3 protokół').toString('base64'),
  nazwaPliku: 'protokol-wymiany-ZD-14-58213-ze-zdjeciami.pdf',
};

const selects = (host: HTMLElement) => [...host.querySelectorAll('select')];
async function choose(select: HTMLSelectElement, value: string) {
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const download = async (host: HTMLElement) => {
  await act(() =>
    [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz protokół')!.click(),
  );
  await settle();
};

describe('<ProtokolWymiany>', () => {
  it('offers the point, its meters (the removed one labelled) and Pdf first; downloads the decoded file', async () => {
    signedIn();
    const saved = vi.spyOn(save, 'saveFile').mockImplementation(() => undefined);
    const api = wodaApi({
      [`/woda/dajPunktyOdbioru?${PESEL}`]: punkty,
      [protokol('ZD-14-58213', true)]: pdf,
    });
    const host = await mount(ProtokolWymiany, api);
    await settle();
    expect(selects(host).map((s) => [...s.options].map((o) => o.textContent))).toEqual([
      ['ul. Ogrodowa 7, 12-345 Zielona Dolina'],
      ['ZD-24-90417', 'ZD-14-58213 (zdjęty 10.03.2025)'],
      ['Pdf', 'Pdf ze zdjęciami'],
    ]);
    expect(selects(host)[2]!.value).toBe('pdf');
    await choose(selects(host)[1]!, 'ZD-14-58213');
    await choose(selects(host)[2]!, 'pdfZeZdjeciami');
    await download(host);
    expect(api.calls.at(-1)).toBe(protokol('ZD-14-58213', true));
    const file = saved.mock.calls[0]![0];
    expect(file.fileName).toBe(pdf.nazwaPliku);
    expect(Buffer.from(await file.blob.arrayBuffer()).toString()).toBe('%PDF-1.3 protokół');
    expect(host.querySelector('output')?.textContent).toBe(`Pobrano plik ${pdf.nazwaPliku}`);
  });

  it('says there is no file for the meter (404), or that the file server failed (5xx)', async () => {
    signedIn();
    vi.spyOn(save, 'saveFile').mockImplementation(() => undefined);
    const nie = new ApiError('http', '/x', 'x', 404, 404, 'Brak pliku dla wybranego wodomierza');
    const blad = new ApiError('http', '/x', 'x', 500, 500, 'x');
    const api = wodaApi({
      [`/woda/dajPunktyOdbioru?${PESEL}`]: punkty,
      [protokol('ZD-24-90417', false)]: nie,
      [protokol('ZD-24-90417', true)]: blad,
    });
    const host = await mount(ProtokolWymiany, api);
    await settle();
    await download(host);
    expect(host.querySelector('output')?.textContent).toBe('Brak pliku dla wybranego wodomierza');
    await choose(selects(host)[2]!, 'pdfZeZdjeciami');
    expect(host.querySelector('output')?.textContent).toBe('');
    await download(host);
    expect(host.querySelector('output')?.textContent).toBe(
      'Wewnętrzny błąd serwera plików. Spróbuj ponownie później.',
    );
  });

  it('says so when the subject has no collection points', async () => {
    signedIn();
    const host = await mount(
      ProtokolWymiany,
      wodaApi({ [`/woda/dajPunktyOdbioru?${PESEL}`]: { punktyOdbioru: [] } }),
    );
    await settle();
    expect(host.textContent).toContain('Brak punktów odbioru');
    expect(host.querySelector('select')).toBeNull();
  });
});
