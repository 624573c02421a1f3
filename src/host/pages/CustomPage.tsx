import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError } from '../../core/api/client.ts';
import { getStronaWlasna } from '../../core/api/portal.ts';
import { $fontSize } from '../../core/stores/settings.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import type { Route } from '../router.ts';
import { Page } from './Page.tsx';

/** The file name of a custom page: the address's `nazwaPliku`, else the navigation state (spec 01 §2). */
export function pageName(route: Route): string | null {
  const fromQuery = route.query.get('nazwaPliku');
  if (fromQuery) return fromQuery;
  const state = route.state as { nazwaPliku?: unknown } | null;
  return typeof state?.nazwaPliku === 'string' ? state.nazwaPliku : null;
}

/**
 * A custom page of the office (`/strona-wlasna`): title and HTML from the server, sanitised before rendering
 * (src/host/sanitize.ts, loaded only here, so DOMPurify is not part of the portal's first load).
 */
export function CustomPage({ name, title }: { name: string | null; title?: string }) {
  const { t, api } = useWidget();
  const size = useStore($fontSize);
  const page = useLoaded(
    async () => {
      const [strona, { sanitizePage }] = await Promise.all([
        getStronaWlasna(api, name!),
        import('../sanitize.ts'),
      ]);
      return { strona, sanitizePage };
    },
    [api, name],
    { onFailure: 'quiet', look: 'line', enabled: name !== null },
  );
  const body = useRef<HTMLDivElement>(null);
  const { data } = page;
  useEffect(() => {
    if (!data || !body.current) return;
    body.current.replaceChildren(data.sanitizePage(data.strona.html, size));
  }, [data, size]);

  const { resource } = page;
  const failed = resource.status === 'error';
  const notFound =
    name === null ||
    (failed &&
      resource.error instanceof ApiError &&
      (resource.error.status === 400 || resource.error.status === 404));
  if (notFound)
    return (
      <Page title={title ?? t('portal.stronaWlasna')}>
        <p>{t('portal.stronaNieIstnieje')}</p>
      </Page>
    );
  return (
    <Page title={data?.strona.tytul ?? title ?? t('portal.stronaWlasna')}>
      {page.fallback}
      {!failed && <div ref={body} className="g-custom-page" />}
    </Page>
  );
}
