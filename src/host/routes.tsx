/**
 * What each address of the portal shows (spec 01 §2, spec 02 §2): the shell's own pages, the account pages
 * (their screens come with the account work; until then a clear "not available yet" page), and every service
 * route of the registry, mounted as its element.
 */
import { createElement, type ReactNode } from 'react';
import type { TFunction } from '../core/i18n/index.ts';
import { uslugaByRoute, type UslugaWpis } from '../registry/uslugi.ts';
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
 * Account routes of spec 01 §2: title key, the element that shows the screen, and whether it needs login
 * (then a logged-out visitor goes to /logowanie, the target remembered).
 */
export const accountRoutes = {
  '/logowanie': { title: 'logowanie', tag: 'gmina-logowanie', guarded: false },
  '/uzytkownicy/login2FA': { title: 'login2fa', tag: 'gmina-logowanie', guarded: false },
  '/panel-uzytkownika': { title: 'panel', tag: 'gmina-panel-uzytkownika', guarded: true },
  '/rejestracja': { title: 'rejestracja', tag: 'gmina-rejestracja', guarded: false },
  '/reset-haslo': { title: 'resetHasla', tag: 'gmina-przypomnienie-hasla', guarded: false },
  '/reset-link': { title: 'resetLinku', tag: 'gmina-link-aktywacyjny', guarded: false },
  '/nowe-haslo': { title: 'noweHaslo', tag: 'gmina-nowe-haslo', guarded: false },
  '/zmiana-hasla': { title: 'zmianaHasla', tag: 'gmina-zmiana-hasla', guarded: true },
  '/zmiana-email': { title: 'zmianaEmail', tag: 'gmina-zmiana-email', guarded: true },
  '/return-url-ok': { title: 'returnOk', tag: 'gmina-logowanie-zewnetrzne', guarded: false },
  '/return-url-blad': { title: 'returnBlad', tag: 'gmina-blad-logowania', guarded: false },
  '/return-url-potwierdz': { title: 'returnPotwierdz', tag: 'gmina-potwierdzenie-danych', guarded: false },
  '/aktywacja-return-url': { title: 'aktywacja', tag: 'gmina-aktywacja', guarded: false },
} as const;
export type AccountPath = keyof typeof accountRoutes;

/** Shell routes shown by an element of their own (built in the public-services work). */
export const elementRoutes = {
  '/kontakt': { tag: 'gmina-kontakt', title: 'portal.kontakt' },
  '/statusy-i-rejestry': { tag: 'gmina-statusy-i-rejestry', title: 'portal.statusyRejestry' },
  '/dokumenty': { tag: 'gmina-dokumenty', title: 'portal.dokumenty' },
} as const;

/**
 * The dues list and the card details of spec 02 §2, shown by `<gmina-naleznosci>`: the list of all kinds, and
 * one detail route per kind of card, whose query names the card (`karta`) and its kind of subject
 * (`instytucja`). They need login as the services do (a logged-out visitor goes to /logowanie, the target kept).
 */
export const duesRoutes = {
  '/lista-naleznosci': 'lista',
  '/naleznosci-oplaty-lokalne': 'karta',
  '/naleznosci-oplaty-psy': 'karta',
  '/naleznosci-podatki-gminne': 'karta',
  '/naleznosci-podatek-od-srodkow-transportu': 'karta',
  '/naleznosci-oplaty-za-wode-i-scieki': 'karta',
  '/naleznosci-oplaty-za-usuwanie-odpadow': 'karta',
} as const;
export const isDuesPath = (path: string): path is keyof typeof duesRoutes => path in duesRoutes;

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
  ...Object.keys(elementRoutes),
  ...Object.keys(accountRoutes),
  ...Object.keys(duesRoutes),
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
  if (path in elementRoutes) {
    const { tag, title } = elementRoutes[path as keyof typeof elementRoutes];
    return built(tag) ? (
      <Page title={t(title)} headingHidden>
        {createElement(tag)}
      </Page>
    ) : (
      <NotYet title={t(title)} />
    );
  }
  if (path in accountRoutes) {
    const { title, tag } = accountRoutes[path as AccountPath];
    return built(tag) ? (
      <Page title={t(`portal.konto.${title}`)} headingHidden>
        {createElement(tag)}
      </Page>
    ) : (
      <NotYet title={t(`portal.konto.${title}`)} />
    );
  }
  if (isDuesPath(path)) {
    const kind = duesRoutes[path];
    const title = t(`portal.naleznosci.${kind}`);
    const attrs: Record<string, string> =
      kind === 'lista'
        ? { typ: 'wszystkie' }
        : { karta: route.query.get('karta') ?? '', instytucja: route.query.get('instytucja') ?? '' };
    return built('gmina-naleznosci') ? (
      <Page title={title} headingHidden>
        {createElement('gmina-naleznosci', attrs)}
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
        {createElement(usluga.tag, usluga.attrs ?? {})}
      </Page>
    ) : (
      <NotYet title={serviceName(usluga)} service />
    );
  return <NotFound />;
}
