/**
 * What each address of the portal shows (spec 01 §2, spec 02 §2): the shell's own pages, the pages and service
 * routes the widgets declare (src/widgets/<folder>/declaration.ts), each mounted as its element (an element
 * not built shows a clear "not available yet" page).
 */
import type { ReactNode } from 'react';
import type { TFunction } from '../core/i18n/index.ts';
import { stronyElementow, uslugaByRoute, type StronaWpis, type UslugaWpis } from '../registry/uslugi.ts';
import { ElementScreen } from './ElementScreen.tsx';
import { CustomPage, pageName } from './pages/CustomPage.tsx';
import { FileBrowser } from './pages/FileBrowser.tsx';
import { Home } from './pages/Home.tsx';
import { Page } from './pages/Page.tsx';
import { ServicesList } from './pages/ServicesList.tsx';
import { SiteMap } from './pages/SiteMap.tsx';
import { CookiePolicy, NotFound, NotYet, PaymentResult, ServiceBreak } from './pages/simple.tsx';
import type { Route } from './router.ts';
import { Loader } from '../ui/Loader.tsx';

/**
 * The shell's pages shown by an element (the account pages of spec 01 §2, contact, registers, documents, the
 * dues list and card details of spec 02 §2), from the widgets' declarations: title key, element, attributes
 * and whether the page needs login.
 */
export const elementPages = stronyElementow;
export const elementPage = (path: string): StronaWpis | undefined =>
  Object.hasOwn(elementPages, path) ? elementPages[path] : undefined;

/** The element's attributes on a page: a value `?name` is that query parameter (empty when absent). */
export const pageAttrs = (page: StronaWpis, query: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(page.attrs ?? {}).map(([k, v]) => [
      k,
      v.startsWith('?') ? (query.get(v.slice(1)) ?? '') : v,
    ]),
  );

/** Every fixed path the portal answers (for the site's tests and the not-found rule). */
export const shellPaths = [
  '/',
  '/lista-uslug',
  '/informacje',
  '/procedury',
  '/mapa-strony',
  '/strona-wlasna',
  '/deklaracja-dostepnosci',
  '/polityka-cookie',
  '/przerwa-techniczna',
  '/usluga-przerwa-techniczna',
  '/platnosc-wynik',
  '/platnosc-informacja',
  ...Object.keys(elementPages),
];

export interface RouteContext {
  route: Route;
  t: TFunction;
  built: (tag: string) => boolean;
  serviceName: (u: UslugaWpis) => string;
  /**
   * A service's element may mount: the server's list of services in maintenance is known and the click rule
   * (service-click.ts) leads to the service itself. Until then its page shows a loader, so the element never
   * calls an API that is in maintenance (its 503 would put the whole portal into the break).
   */
  serviceReady: boolean;
}

export function renderRoute({ route, t, built, serviceName, serviceReady }: RouteContext): ReactNode {
  const { path } = route;
  switch (path) {
    case '/':
      return <Home />;
    case '/lista-uslug':
      return <ServicesList />;
    case '/informacje':
    case '/procedury':
      return <FileBrowser sekcja={path === '/informacje' ? 'informacje' : 'procedury'} route={route} />;
    case '/mapa-strony':
      return <SiteMap />;
    case '/strona-wlasna':
      return <CustomPage key={pageName(route)} name={pageName(route)} />;
    case '/deklaracja-dostepnosci':
      return <CustomPage name="deklaracja-dostepnosci" title={t('portal.deklaracja')} />;
    case '/polityka-cookie':
      return <CookiePolicy />;
    case '/usluga-przerwa-techniczna':
      return <ServiceBreak route={route} />;
    case '/platnosc-wynik':
      return <PaymentResult route={route} param="wynik" />;
    case '/platnosc-informacja':
      return <PaymentResult route={route} param="czySukces" />;
  }
  const page = elementPage(path);
  if (page) {
    const title = t(page.tytul);
    return built(page.tag) ? (
      <Page title={title} headingHidden>
        <ElementScreen key={page.tag} tag={page.tag} attrs={pageAttrs(page, route.query)} />
      </Page>
    ) : (
      <NotYet title={title} />
    );
  }
  const usluga = uslugaByRoute(path);
  if (usluga && !serviceReady)
    return (
      <Page title={serviceName(usluga)} headingHidden>
        <Loader />
      </Page>
    );
  if (usluga)
    return built(usluga.tag) ? (
      <Page title={serviceName(usluga)} headingHidden>
        <ElementScreen key={usluga.tag} tag={usluga.tag} attrs={usluga.attrs ?? {}} />
      </Page>
    ) : (
      <NotYet title={serviceName(usluga)} service />
    );
  return <NotFound />;
}
