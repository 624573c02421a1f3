/**
 * Requests Node's HTTP parser refuses before Hono sees them (issue 23 §4 item 5): an address or headers over Node's
 * 16 KB limit, a request that is not HTTP. They are answered with the JSON `{kod, opis}` of every other error, not
 * Node's empty body, by a real server on a loopback port.
 */
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonClientErrors } from '../../server/http.ts';
import { openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let serwer: ServerType;
let adres: string;
beforeAll(async () => {
  api = await openTestApi();
  await new Promise<void>((gotowy) => {
    serwer = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      adres = `http://127.0.0.1:${info.port}`;
      gotowy();
    });
    jsonClientErrors(serwer);
  });
});
afterAll(async () => {
  await new Promise((koniec) => serwer?.close(koniec));
  await api?.db.close();
});

/** What the server writes back to `tekst` sent on a bare connection. */
function surowe(tekst: string): Promise<string> {
  const { port } = new URL(adres);
  return new Promise((ok, blad) => {
    const s = connect(Number(port), '127.0.0.1', () => s.end(tekst));
    let odpowiedz = '';
    s.on('data', (d) => (odpowiedz += d.toString('utf8')));
    s.on('end', () => ok(odpowiedz));
    s.on('error', blad);
  });
}

describe('errors of the HTTP parser', () => {
  it('answers an address over 16 KB with a JSON 431', async () => {
    const res = await fetch(`${adres}/fk/gmina/dajDochodyBudzetu?rok=${'1'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ kod: 431, opis: 'Adres lub nagłówki żądania są zbyt długie' });
    // the server goes on answering
    expect((await fetch(`${adres}/status`)).status).toBe(200);
  });

  it('answers headers over 16 KB with a JSON 431 too', async () => {
    const res = await fetch(`${adres}/status`, { headers: { 'X-Dlugi': 'x'.repeat(17 * 1024) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ kod: 431 });
  });

  it('answers a long address on a kept-alive connection after an earlier answer, too', async () => {
    const { port } = new URL(adres);
    const s = connect(Number(port), '127.0.0.1');
    let odebrane = '';
    s.on('data', (d) => (odebrane += d.toString('utf8')));
    const koniec = new Promise((ok) => s.on('close', ok));
    s.write('GET /status HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await vi.waitFor(() => expect(odebrane).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{/));
    s.write(`GET /status?x=${'1'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await koniec;
    const drugi = odebrane.slice(odebrane.indexOf('HTTP/1.1 431'));
    expect(drugi).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(drugi.split('\r\n\r\n')[1]!)).toMatchObject({ kod: 431 });
  });

  it('answers a request that is not HTTP with a JSON 400', async () => {
    const odpowiedz = await surowe('TO NIE JEST HTTP\r\n\r\n');
    expect(odpowiedz).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const [naglowki, cialo] = odpowiedz.split('\r\n\r\n');
    expect(naglowki).toMatch(/\r\nContent-Type: application\/json; charset=UTF-8\r\n/);
    expect(naglowki).toMatch(/\r\nConnection: close(\r\n|$)/);
    expect(JSON.parse(cialo!)).toEqual({ kod: 400, opis: 'Niepoprawne żądanie HTTP' });
  });
});
