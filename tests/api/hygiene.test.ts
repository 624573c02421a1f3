/**
 * Request hygiene of the contract server (issue 11 items 10–12): a body over 64 KB is 413, a body that is not
 * `application/json` is 415 (so another site cannot post one without a preflight), and a control character in
 * any string of a body, a form or a query is 400 — each a JSON `{kod, opis}`, never a read of the whole body,
 * a store or a crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kontoPaths } from '../../src/core/api/konto.ts';
import { MAX_BODY_BYTES } from '../../server/hygiene.ts';
import { openKontoApi, PORTAL, post, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

const wyslij = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  api.app.request(path, { method: 'POST', headers, body });

async function errorJson(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { kod: number; opis: string };
  expect(body.kod).toBe(status);
  expect(body.opis).toMatch(/\p{L}/u);
  return body;
}

const JSON_CT = { 'Content-Type': 'application/json' };

describe('body size (413)', () => {
  const duzy = JSON.stringify({ login: 'jan.kowalski', haslo: 'x'.repeat(MAX_BODY_BYTES) });

  it('refuses a JSON body over 64 KB that declares its length', async () => {
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
    const res = await wyslij(kontoPaths.getToken, duzy, {
      ...JSON_CT,
      'Content-Length': String(Buffer.byteLength(duzy)),
    });
    await errorJson(res, 413);
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
    await errorJson(res, 413);
  });

  it('still takes a body just under the limit (answered by the call itself)', async () => {
    const body = JSON.stringify({ login: 'jan.kowalski', haslo: 'x'.repeat(MAX_BODY_BYTES - 100) });
    expect((await wyslij(kontoPaths.getToken, body, JSON_CT)).status).toBe(400);
  });
});

describe('JSON bodies only as application/json (415)', () => {
  const dane = JSON.stringify({ login: 'proba.typu', haslo: 'Zle#Haslo1' });

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['text/plain with charset', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['a look-alike type', { 'Content-Type': 'application/jsonp' }],
    ['no type at all', {}],
  ])('refuses %s on a JSON call', async (_, headers) => {
    await errorJson(await wyslij(kontoPaths.getToken, dane, headers), 415);
    await errorJson(await wyslij(kontoPaths.przypomnijHaslo, dane, headers), 415);
  });

  it('accepts application/json with or without a charset', async () => {
    expect((await wyslij(kontoPaths.getToken, dane, JSON_CT)).status).toBe(401);
    const r = await wyslij(kontoPaths.getToken, dane, { 'Content-Type': 'Application/JSON; charset=utf-8' });
    expect(r.status).toBe(401);
  });

  it('accepts a POST without a body (logout with a bearer token)', async () => {
    const r = await api.app.request(kontoPaths.wylogowanie, {
      method: 'POST',
      headers: { 'Content-Length': '0' },
    });
    expect(r.status).toBe(200);
  });

  it("takes the artifact binding's form POST at the token endpoint (not 415)", async () => {
    const form = new URLSearchParams({ SAMLart: 'AAQAAA==', RelayState: 'nieznany' });
    const r = await wyslij(kontoPaths.wezelKrajowyToken, form.toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    // read as a form: an unknown RelayState is the identity login's error page
    expect(r.status).toBe(400);
    expect(r.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await r.text()).toContain('Nieprawidłowe lub wygasłe potwierdzenie tożsamości');
  });
});

describe('control characters (400)', () => {
  const NUL = 'a\u0000b';

  it.each([
    ['getToken login', kontoPaths.getToken, { login: NUL, haslo: 'Zle#Haslo1' }],
    ['getToken password', kontoPaths.getToken, { login: 'jan.kowalski', haslo: `Haslo${NUL}` }],
    ['reminder', kontoPaths.przypomnijHaslo, { email: `x${NUL}@example.pl`, login: NUL }],
    [
      'activation link',
      kontoPaths.wyslijLink,
      { email: `x${NUL}@example.pl`, login: 'x', returnUrl: PORTAL },
    ],
    [
      'registration',
      kontoPaths.rejestracja,
      {
        login: 'nowy.login',
        haslo: 'Dobre#Haslo1',
        email: 'nowy@example.pl',
        imie: `Ja${NUL}n`,
        nazwisko: 'Nowy',
        pesel: '80010112350',
        nip: null,
        czyZgodaNaPrzetwarzanieDanych: true,
        czyZgodaNaRegulamin: true,
        returnUrl: `${PORTAL}/`,
      },
    ],
    ['another control character', kontoPaths.getToken, { login: 'a\u001bb', haslo: 'Zle#Haslo1' }],
  ])('refuses a NUL in %s', async (_, path, body) => {
    const r = await post(api.app, path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body).toMatchObject({ kod: 400 });
  });

  it('refuses a NUL in the form posted to the identity token endpoint', async () => {
    const form = new URLSearchParams({ SAMLart: NUL, RelayState: 'x' });
    const r = await wyslij(kontoPaths.epuapToken, form.toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    await errorJson(r, 400);
  });

  it('refuses a NUL in a query value (the demo outbox, a voter lookup)', async () => {
    await errorJson(await api.app.request('/demo/poczta.json?adresat=a%00b'), 400);
    await errorJson(await api.app.request('/demo/poczta?adresat=a%00b'), 400);
    await errorJson(await api.app.request('/el/dajObwodWyborcy?pesel=%00&dataWyborow=2026-01-01'), 400);
  });

  it('keeps line breaks and tabs, and Polish letters, in text', async () => {
    const r = await post(api.app, kontoPaths.getToken, {
      login: 'Zażółć\tgęślą\r\njaźń',
      haslo: 'Zle#Haslo1',
    });
    expect(r.status).toBe(401);
  });
});
