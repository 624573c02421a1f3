/**
 * Request hygiene of the contract server (issue 11): a body over 64 KB is 413 — a JSON `{kod, opis}`, never a
 * read of the whole body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kontoPaths } from '../../src/core/api/konto.ts';
import { MAKS_TRESC } from '../../demo/api/higiena.ts';
import { openKontoApi, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

const wyslij = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  api.app.request(path, { method: 'POST', headers, body });

async function bladJson(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { kod: number; opis: string };
  expect(body.kod).toBe(status);
  expect(body.opis).toMatch(/\p{L}/u);
  return body;
}

const JSON_CT = { 'Content-Type': 'application/json' };

describe('body size (413)', () => {
  const duzy = JSON.stringify({ login: 'jan.kowalski', haslo: 'x'.repeat(MAKS_TRESC) });

  it('refuses a JSON body over 64 KB that declares its length', async () => {
    expect(MAKS_TRESC).toBe(64 * 1024);
    const res = await wyslij(kontoPaths.getToken, duzy, {
      ...JSON_CT,
      'Content-Length': String(Buffer.byteLength(duzy)),
    });
    await bladJson(res, 413);
  });

  it('refuses a streamed body (no length given) once it passes 64 KB', async () => {
    const strumien = new ReadableStream<Uint8Array>({
      start(ctl) {
        for (let i = 0; i < 200; i++) ctl.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        ctl.close();
      },
    });
    const res = await api.app.request(kontoPaths.getToken, {
      method: 'POST',
      headers: JSON_CT,
      body: strumien,
      duplex: 'half',
    } as RequestInit);
    await bladJson(res, 413);
  });

  it('still takes a body just under the limit (answered by the call itself)', async () => {
    const body = JSON.stringify({ login: 'jan.kowalski', haslo: 'x'.repeat(MAKS_TRESC - 100) });
    expect((await wyslij(kontoPaths.getToken, body, JSON_CT)).status).toBe(400);
  });
});
