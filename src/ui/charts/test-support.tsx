/**
 * Test support of the chart statistics' component tests (happy-dom): a fake API answering by path (and rok),
 * mounting a widget in its context, and fakes of uPlot and ResizeObserver that record what the bar chart
 * asks for (happy-dom has no canvas). Imported only by *.test.tsx files.
 */
import type { Api } from '../../core/api/client.ts';
import { mount, settle, unmountAll as unmountWidgets } from '../../../tests/widget-harness.tsx';

export function fakeApi(answers: Record<string, unknown>): Api & { calls: string[]; files: string[] } {
  const calls: string[] = [];
  const files: string[] = [];
  return {
    baseURL: 'https://api.test',
    calls,
    files,
    async json(path, _schema, opts) {
      const key = `${path}${opts?.query?.['rok'] ? `?rok=${opts.query['rok']}` : ''}`;
      calls.push(key);
      const a = answers[key] ?? answers[path];
      if (a instanceof Error) throw a;
      if (a === undefined) throw new Error(`no answer for ${key}`);
      return structuredClone(a) as never;
    },
    async file(path, opts) {
      files.push(`${path}${opts?.query?.['rok'] ? `?rok=${opts.query['rok']}` : ''}`);
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
}

export { mount, settle };

/** Unmounts every widget mounted by `mount` (so charts are destroyed as on a real removal). */
export function unmountAll() {
  unmountWidgets();
  document.body.innerHTML = '';
  charts.length = 0;
  resizeObservers.length = 0;
  boxWidth = 600;
}

/** Every uPlot the bar chart created, with its options and data, and whether it was destroyed. */
export const charts: { opts: { height: number; width: number }; data: number[][]; destroyed: boolean }[] = [];

export class FakeUPlot {
  static paths = { bars: () => () => null };
  root = document.createElement('div');
  constructor(
    public opts: { height: number; width: number },
    public data: number[][],
    target: HTMLElement,
  ) {
    target.append(this.root);
    charts.push(this);
  }
  destroyed = false;
  destroy() {
    this.destroyed = true;
    this.root.remove();
  }
}

/** ResizeObserver whose callbacks the test fires; boxes are 600 px wide unless a test says otherwise. */
export const resizeObservers: FakeResizeObserver[] = [];
export class FakeResizeObserver {
  targets: Element[] = [];
  constructor(public callback: () => void) {
    resizeObservers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
}

export let boxWidth = 600;
export const setBoxWidth = (w: number) => (boxWidth = w);

export function installChartFakes() {
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get() {
      return (this as HTMLElement).classList.contains('g-bar-chart') ? boxWidth : 0;
    },
  });
}
