/**
 * The demo outbox (issue 4): e-mails the server "sent" (activation, password reset, e-mail change, payment
 * reminders) and the demo's SMS (`kanal: 'sms'`, to a phone number: sms.ts), newest first, as a page a person
 * can click through (`GET /demo/poczta`) and as JSON for tests (`GET /demo/poczta.json`, optionally `?adresat=`).
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../db.ts';
import { esc } from '../provider-page.ts';
import type { Domena } from './index.ts';

interface Wpis {
  id: number;
  adresat: string;
  temat: string;
  tresc: string;
  linki: string[];
  wyslano: Date | string;
  kanal: 'email' | 'sms';
}

const STYL = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;line-height:1.5}
article{border:1px solid #767676;border-radius:4px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}
a{overflow-wrap:anywhere}`;
/** Only the page's own markup and its one stylesheet (by hash): no scripts at all. */
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYL).digest('base64')}'; base-uri 'none'; form-action 'none'`;

async function wpisy(db: Db, adresat?: string): Promise<Wpis[]> {
  const { rows } = await db.query<Wpis>(
    `SELECT id, adresat, temat, tresc, linki, wyslano, kanal FROM poczta
      WHERE $1::text IS NULL OR lower(adresat) = lower($1) ORDER BY id DESC LIMIT 200`,
    [adresat ?? null],
  );
  return rows;
}

export function poczta(db: Db): Hono {
  const app = new Hono();

  app.get('/demo/poczta.json', async (c) => {
    const lista = await wpisy(db, c.req.query('adresat'));
    c.header('Cache-Control', 'no-store');
    return c.json({
      wiadomosci: lista.map((w) => ({ ...w, wyslano: new Date(w.wyslano).toISOString() })),
    });
  });

  app.get('/demo/poczta', async (c) => {
    const lista = await wpisy(db, c.req.query('adresat'));
    const wiersze = lista
      .map((w) => {
        const czas = new Date(w.wyslano).toISOString().replace('T', ' ').slice(0, 19);
        const linki = w.linki.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('');
        return `<article>
  <h2>${w.kanal === 'sms' ? 'SMS' : esc(w.temat)}</h2>
  <p><strong>${w.kanal === 'sms' ? 'SMS do' : 'Do'}:</strong> ${esc(w.adresat)} · <strong>Wysłano:</strong> <time datetime="${esc(new Date(w.wyslano).toISOString())}">${czas} UTC</time></p>
  <pre>${esc(w.tresc)}</pre>
  ${linki ? `<ul>${linki}</ul>` : ''}
</article>`;
      })
      .join('\n');
    const html = `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Poczta demonstracyjna</title>
<style>${STYL}</style></head>
<body><main>
<h1>Poczta demonstracyjna</h1>
<p>Wiadomości wysłane przez serwer (e-maile bez wysyłki SMTP i SMS-y bez bramki), od najnowszej. Liczba: ${lista.length}.</p>
${wiersze || '<p>Brak wiadomości.</p>'}
</main></body></html>`;
    return c.html(html, 200, {
      'Content-Security-Policy': CSP,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'obsluga',
  tylkoDemo: true,
  montuj: (app, k) => {
    app.route('/', poczta(k.db));
  },
};
