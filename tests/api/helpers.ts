/** Shared set-up of the contract-server tests: an in-memory database and the API app over it. */
import type { Hono } from 'hono';
import { createApiApp, type ApiAppOptions } from '../../demo/api/app.ts';
import { openDatabase, type Db } from '../../demo/api/db.ts';

export const ORIGIN = 'http://cms.example.pl';
export const ADMIN_TOKEN = 'test-admin-token';

export interface TestApi {
  db: Db;
  app: Hono;
}

/** The API in demo mode unless `demo: false` is given (most tests read the demo outbox). */
export async function openTestApi(options: Partial<Omit<ApiAppOptions, 'db'>> = {}): Promise<TestApi> {
  const db = await openDatabase({});
  return {
    db,
    app: createApiApp({ db, allowedOrigins: [ORIGIN], adminToken: ADMIN_TOKEN, demo: true, ...options }),
  };
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

export { pdfText } from '../pdf-text.ts';
