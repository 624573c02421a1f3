/** Mounting a widget component in happy-dom with a fake API, for the vehicle and registration widget tests. */
import type { Api } from '../src/core/api/client.ts';

export type FakeApi = Api & { calls: string[]; files: string[] };

/** Answers by `path?query` (query keys sorted) or by path alone; an Error answer is thrown. */
export function fakeApi(answers: Record<string, unknown>): FakeApi {
  const calls: string[] = [];
  const files: string[] = [];
  const key = (path: string, query?: Record<string, unknown>) => {
    const q = Object.entries(query ?? {})
      .filter(([k]) => k !== 'jezyk')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${String(v)}`)
      .join('&');
    return q ? `${path}?${q}` : path;
  };
  return {
    baseURL: 'https://api.test',
    calls,
    files,
    async json(path, _schema, opts) {
      const k = key(path, opts?.query);
      calls.push(k);
      const a = k in answers ? answers[k] : answers[path];
      if (a instanceof Error) throw a;
      if (a === undefined) throw new Error(`no fake answer for ${k}`);
      return structuredClone(a) as never;
    },
    async file(path, opts) {
      files.push(key(path, opts?.query));
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
}

export { mount, settle } from './widget-harness.tsx';

/** Texts of the body cells of the tables, row by row. */
export const bodyRows = (host: ParentNode) =>
  [...host.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent ?? ''));
