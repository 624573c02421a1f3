/** Test helpers of the account elements: a scripted Api and a mounted widget with its context. */
import type { ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { ApiError, type Api, type RequestOptions } from '../src/core/api/client.ts';
import { mountNode, settle, unmountAll as unmountWidgets } from './widget-harness.tsx';

export type Answer = unknown | ((opts?: RequestOptions) => unknown);

export interface Call {
  path: string;
  method?: string;
  body?: unknown;
  query?: RequestOptions['query'];
}

export function fakeApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _schema, opts) {
      calls.push({ path, method: opts?.method, body: opts?.body, query: opts?.query });
      const a = answers[path];
      if (a === undefined) throw new ApiError('http', path, `no answer for ${path}`, 404);
      const v = typeof a === 'function' ? (a as (o?: RequestOptions) => unknown)(opts) : a;
      if (v instanceof Error) throw v;
      return (await v) as never;
    },
    async file() {
      return { blob: new Blob([]), fileName: 'x' };
    },
  };
  return { api, calls };
}

export const apiError = (kod: number, opis: string, status = 400) =>
  new ApiError('http', '/x', `HTTP ${status}`, status, kod, opis);

export { settle };

export async function mount(api: Api, node: ReactNode, inPortal = false) {
  const host = await mountNode(node, api, inPortal);
  const q = <T extends Element = HTMLElement>(s: string) => host.querySelector<T>(s);
  const field = (label: string) => {
    const l = [...host.querySelectorAll('label')].find((x) => x.textContent === label);
    if (!l) throw new Error(`no field "${label}"`);
    return host.querySelector<HTMLInputElement>(`[id="${l.htmlFor}"]`)!;
  };
  return {
    host,
    q,
    field,
    async type(label: string, value: string) {
      await act(() => {
        const el = field(label);
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async check(label: string) {
      await act(() => field(label).click());
    },
    async submit(text?: string) {
      const buttons = [...host.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
      const b = text ? buttons.find((x) => x.textContent === text) : buttons[0];
      if (!b) throw new Error(`no submit button ${text ?? ''}`);
      await act(() => b.click());
      await settle();
      await settle();
      await settle();
    },
    /** The message under the field with this label. */
    error(label: string) {
      const el = field(label);
      const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
      const errId = ids.find((i) => i.endsWith('-err'));
      return errId ? (host.querySelector(`[id="${errId}"]`)?.textContent ?? '') : '';
    },
    alert: () => [...host.querySelectorAll('[role="alert"]')].map((a) => a.textContent).join(' | '),
    text: () => host.textContent ?? '',
  };
}

export function unmountAll() {
  unmountWidgets();
  document.body.innerHTML = '';
}
