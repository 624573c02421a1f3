/** Shared set-up of the contract-server tests: an in-memory database and the API app over it. */
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.ts';
import { openDatabase, type Db } from '../../demo/api/db.ts';

export const ORIGIN = 'http://cms.example.pl';
export const ADMIN_TOKEN = 'test-admin-token';

export interface TestApi {
  db: Db;
  app: Hono;
}

export async function openTestApi(): Promise<TestApi> {
  const db = await openDatabase({});
  return { db, app: createApiApp({ db, allowedOrigins: [ORIGIN], adminToken: ADMIN_TOKEN }) };
}

export async function getJson<T = unknown>(app: Hono, path: string): Promise<{ status: number; body: T }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T };
}

export function adminPost(app: Hono, path: string, body: unknown, token: string | null = ADMIN_TOKEN) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** All text of a PDF, items joined as pdf.js returns them, no-break spaces made plain. */
export async function pdfText(data: ArrayBuffer): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data) }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await doc.destroy();
  return { text: text.replace(/\u00a0/g, ' '), pages: doc.numPages };
}
