/**
 * Mounting a component in happy-dom inside the context a gmina element gives it (Polish texts, the given Api), for
 * the component tests of every widget. The more specific harnesses (account forms, charts, tables) build on it.
 */
import type { ComponentType, ReactNode } from 'react';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { Api } from '../src/core/api/client.ts';
import { fixedT } from '../src/core/i18n/index.ts';
import { WidgetContext, type WidgetEnv } from '../src/ui/context.ts';

/** Lets pending promises and zero-delay timers run, inside `act`. */
export const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

const mounted: HTMLElement[] = [];

/** Renders `node` into a new host in the body and lets its first calls settle; returns the host. */
export async function mountNode(node: ReactNode, api: Api, inPortal = false) {
  const host = document.createElement('div');
  document.body.append(host);
  mounted.push(host);
  const env: WidgetEnv = {
    tag: 'gmina-test',
    t: fixedT('pl'),
    lang: 'pl',
    api,
    config: { api: api.baseURL },
    inPortal,
  };
  await act(async () => {
    render(<WidgetContext.Provider value={env}>{node}</WidgetContext.Provider>, host);
  });
  await settle();
  await settle();
  return host;
}

/** `mountNode` for a component without props. */
export const mount = (Component: ComponentType, api: Api, inPortal = false) =>
  mountNode(<Component />, api, inPortal);

/** Unmounts every host mounted so far (so effects clean up as on a real removal) and removes it from the body. */
export function unmountAll() {
  for (const host of mounted.splice(0)) {
    render(null, host);
    host.remove();
  }
}
