/**
 * The portal (`<gmina-portal>`, spec 01 §2): top bar, side menu, the page of the current route, footer and
 * cookie notice, assembled from the same widgets a CMS embeds. On its own page it routes by the address's
 * path; embedded in a CMS page (`routing="hash"`) by the hash.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $serverConfig, statusSchema } from '../core/api/konfiguracja.ts';
import { powlokaPaths } from '../core/api/powloka.ts';
import { loaderInfo } from '../core/config.ts';
import { setNavigationHandler } from '../core/navigation.ts';
import { $maintenance } from '../core/stores/maintenance.ts';
import { $restrictedToken, $token, rememberLoginTarget } from '../core/stores/session.ts';
import { showSnackbar } from '../core/stores/snackbar.ts';
import { $subject, subjectCanUse } from '../core/stores/subject.ts';
import { uslugaByRoute, type UslugaWpis } from '../registry/uslugi.ts';
import { useWidget } from '../ui/context.ts';
import { useAccountSession } from '../ui/session.ts';
import { TechnicalBreak } from '../ui/TechnicalBreak.tsx';
import { ContentBoundary } from './ContentBoundary.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Icon } from './Icon.tsx';
import { useServiceName } from './names.ts';
import { PortalContext, useGuardedGo, type PortalConfig, type PortalEnv } from './portal-context.tsx';
import { elementPage, renderRoute } from './routes.tsx';
import { createRouter, type RoutingMode } from './router.ts';
import { serviceTarget } from './service-click.ts';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';

export interface PortalProps {
  routing?: RoutingMode;
}

let portalConfig: PortalConfig = {};
/** Portal-only options from `/config.json` (set by element.ts before the element is defined). */
export function setPortalConfig(c: PortalConfig): void {
  portalConfig = c;
}

const builtTags = (): readonly string[] => loaderInfo()?.tags ?? [];
const built = (tag: string) => builtTags().includes(tag);
const WIDE = '(min-width: 60em)';

/** The registry's kind of subject as the services list's flags (spec 02 §6). */
const wymaganie = (u: UslugaWpis) => ({
  czyWymaganaInstytucja: u.wymagany === 'instytucja',
  czyWymaganaOsobaFizyczna: u.wymagany === 'osoba',
});

export function Portal({ routing = 'history' }: PortalProps) {
  const { t, api, lang } = useWidget();
  // on its own page the portal is the page: the document's language is the one it shows (WCAG 3.1.1);
  // embedded in a CMS page (hash routing) the page's language is the CMS's
  useEffect(() => {
    if (routing === 'history') document.documentElement.lang = lang;
  }, [routing, lang]);
  const router = useMemo(() => {
    const r = createRouter(routing);
    // registered during render so that nested widgets already see a router on their first render
    setNavigationHandler((to) => r.navigate(to));
    return r;
  }, [routing]);
  useEffect(
    () => () => {
      router.stop();
      setNavigationHandler(null);
    },
    [router],
  );
  const route = useStore(router.$route);
  const go = useGuardedGo(router);
  const env: PortalEnv = useMemo(() => ({ router, config: portalConfig, go }), [router, go]);
  const maintenance = useStore($maintenance);
  // with a stored token the account is loaded once and the session clock runs (spec 01 §4)
  const { loggedIn } = useAccountSession();
  const token = useStore($token);
  const restrictedToken = useStore($restrictedToken);
  const restricted = !token && Boolean(restrictedToken);
  const subject = useStore($subject);
  const serverFlags = useStore($serverConfig)[api.baseURL];
  // unknown while /konfiguracja is on its way; a failed call counts as no service in maintenance
  const servicesInBreak =
    serverFlags === undefined ? undefined : (serverFlags?.przerwaTechnicznaUslugi ?? []);
  const serviceName = useServiceName();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLElement | null>(null);
  const main = useRef<HTMLElement>(null);

  // spec 01 §4: the status call decides whether only the break page is reachable; a stored flag of a break
  // that has ended is cleared (no answer keeps it: the break page has its own retry)
  useEffect(() => {
    api.json(powlokaPaths.status, statusSchema).then(
      (s) => {
        $maintenance.set(s.czyPrzerwaTechniczna);
        // as the break page's retry: on the break page, a break that is over leads to the root (the page may have
        // been shown for a stored flag that the widgets' own re-check has just cleared)
        if (!s.czyPrzerwaTechniczna && router.$route.get().path === '/przerwa-techniczna')
          router.navigate('/', { replace: true });
      },
      () => undefined,
    );
  }, [api, router]);
  useEffect(() => {
    if (maintenance && route.path !== '/przerwa-techniczna')
      router.navigate('/przerwa-techniczna', { replace: true });
  }, [maintenance, route.path, router]);

  // a typed or bookmarked service address follows the same rules as a click on the services list
  // (decided while rendering: the service's element mounts only when the decision is the service itself)
  const usluga = uslugaByRoute(route.path);
  const decision =
    usluga && servicesInBreak && !maintenance
      ? serviceTarget(usluga, { maintenance: servicesInBreak, loggedIn })
      : undefined;
  // what the decision asks for, as values (a decision object is made on every render): followed when they change
  const away = decision && decision.kind !== 'route' ? decision.to : null;
  const loginTarget = decision?.kind === 'login' ? decision.target : null;
  useEffect(() => {
    if (loginTarget !== null) rememberLoginTarget(loginTarget);
    if (away !== null) router.navigate(away, { replace: true });
  }, [away, loginTarget, router]);
  // the element's code is fetched meanwhile: defining it mounts nothing, so it calls no API before the decision
  useEffect(() => {
    if (usluga && built(usluga.tag)) void loaderInfo()?.load(usluga.tag);
  }, [usluga]);
  // spec 01 §4 "Subject context": a subject that cannot use the service on screen → snackbar, services list
  useEffect(() => {
    if (!usluga || !loggedIn || !subject || maintenance) return;
    if (subjectCanUse(wymaganie(usluga), subject)) return;
    showSnackbar(t('portal.brakDostepuPodmiotu'));
    router.navigate('/lista-uslug', { replace: true });
  }, [usluga, subject, loggedIn, maintenance, router, t]);
  // spec 01 §6: a restricted account reaches the public pages and its own panel, not the protected services
  useEffect(() => {
    if (!usluga?.chroniona || !restricted || maintenance) return;
    showSnackbar(t('portal.kontoOgraniczone'));
    router.navigate('/panel-uzytkownika', { replace: true });
  }, [usluga, restricted, maintenance, router, t]);
  const page = elementPage(route.path);
  // an account page that needs login: a restricted account reaches it (its own panel and data)
  const account = page?.logowanie === 'konto' ? page : undefined;
  useEffect(() => {
    if (!account || loggedIn || maintenance) return;
    rememberLoginTarget(route.path);
    router.navigate('/logowanie', { replace: true });
  }, [account, loggedIn, maintenance, route.path, router]);
  // the dues list and card details (spec 02 §2) need login and a full token, as the services do
  const dues = page?.logowanie === 'usluga';
  const here = route.path + (route.query.size ? `?${route.query.toString()}` : '');
  useEffect(() => {
    if (!dues || maintenance) return;
    if (!loggedIn) {
      rememberLoginTarget(here);
      router.navigate('/logowanie', { replace: true });
    } else if (restricted) {
      showSnackbar(t('portal.kontoOgraniczone'));
      router.navigate('/panel-uzytkownika', { replace: true });
    }
  }, [dues, loggedIn, restricted, maintenance, here, router, t]);
  const shellTag = page?.tag;
  useEffect(() => {
    if (shellTag && built(shellTag)) void loaderInfo()?.load(shellTag);
  }, [shellTag]);

  // page title and focus follow navigation (WCAG 2.4.2, 2.4.3); the first load keeps focus where it is
  const first = useRef(true);
  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('#g-page-title, #g-break-title')?.focus();
    scrollTo({ top: 0 });
  }, [route]);
  useEffect(() => {
    const el = main.current;
    if (!el) return;
    const update = () => {
      const heading = el.querySelector('#g-page-title, #g-break-title')?.textContent?.trim();
      const site = t('portal.tytul');
      document.title = heading && heading !== site ? `${heading} – ${site}` : site;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(el, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [t]);

  // the drawer of small screens closes on Escape and gives focus back to its button, once the page behind it is
  // no longer inert (the effect below)
  const focusBack = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (menuOpen || !focusBack.current) return;
    focusBack.current.focus();
    focusBack.current = null;
  }, [menuOpen]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') wrapFocus(e, side.current);
      if (e.key !== 'Escape') return;
      focusBack.current = menuButton.current;
      setMenuOpen(false);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const toggleMenu = (e?: { currentTarget: EventTarget | null }) => {
    if (e?.currentTarget instanceof HTMLElement) menuButton.current = e.currentTarget;
    setMenuOpen((o) => !o);
  };
  const side = useRef<HTMLElement>(null);
  useEffect(() => {
    if (menuOpen && !matchMedia(WIDE).matches) side.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [menuOpen]);
  // the open drawer is modal (WCAG 2.4.3, 2.4.11): the page behind it (top bar, content, footer, cookie notice) is
  // inert, so Tab stays in the drawer and nothing hidden under it takes focus
  const portalRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const drawer = side.current;
    const root = portalRoot.current;
    if (!menuOpen || !drawer || !root || matchMedia(WIDE).matches) return;
    const behind = [...root.children, ...(drawer.parentElement?.children ?? [])].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(drawer) && !el.inert,
    );
    for (const el of behind) el.inert = true;
    return () => {
      for (const el of behind) el.inert = false;
    };
  }, [menuOpen]);

  const onBreak = maintenance || route.path === '/przerwa-techniczna';
  const content = onBreak ? (
    <TechnicalBreak page onOver={() => location.assign(router.href('/'))} />
  ) : (
    renderRoute({
      route,
      t,
      built,
      serviceName: (u) => serviceName(u.id, u.nazwa),
      serviceReady: decision?.kind === 'route',
    })
  );

  return (
    <PortalContext.Provider value={env}>
      <div className={`g-portal${menuOpen ? ' g-menu-open' : ''}`} ref={portalRoot}>
        {/* the skip link is the banner's first item: all content sits in landmarks (axe `region`); the
            break page has nothing to skip */}
        {!onBreak && (
          <TopBar
            menuOpen={menuOpen}
            onMenu={() => toggleMenu({ currentTarget: menuButtonOf(side.current) })}
          >
            <a
              className="g-skip"
              href="#g-main"
              onClick={(e) => {
                e.preventDefault();
                main.current?.querySelector<HTMLElement>('#g-page-title')?.focus();
              }}
            >
              {t('portal.przejdzDoTresci')}
            </a>
          </TopBar>
        )}
        <div className="g-body">
          {!onBreak && (
            <>
              <div className="g-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
              {/* the whole side menu is one navigation landmark: the drawer's close button, the office
                  contact and the visit counter are inside it too (axe `region`) */}
              <nav id="g-side-menu" className="g-side" ref={side} aria-label={t('portal.menuBoczne')}>
                <button
                  type="button"
                  className="g-icon-button g-drawer-close"
                  onClick={() => {
                    focusBack.current = menuButtonOf(side.current);
                    setMenuOpen(false);
                  }}
                >
                  <Icon name="zamknij" />
                  <span>{t('portal.zamknijMenu')}</span>
                </button>
                <SideMenu route={route} onChoose={() => setMenuOpen(false)} />
              </nav>
            </>
          )}
          <main id="g-main" className="g-main" ref={main}>
            <ContentBoundary key={route.path}>{content}</ContentBoundary>
          </main>
        </div>
        {!onBreak && <Footer />}
        {!onBreak && <CookieNotice />}
      </div>
    </PortalContext.Provider>
  );
}

/** The menu button lives in the top bar; found from the drawer's root so focus can return to it. */
function menuButtonOf(el: HTMLElement | null): HTMLElement | null {
  const root = el?.getRootNode() as ShadowRoot | Document | undefined;
  return root?.querySelector<HTMLElement>('.g-menu-button') ?? null;
}

/**
 * Tab from the drawer's last control goes to its first, Shift+Tab from the first to the last (the modal dialog
 * pattern of WAI-ARIA APG), on small screens where the open drawer is modal.
 */
function wrapFocus(e: KeyboardEvent, drawer: HTMLElement | null) {
  if (!drawer || matchMedia(WIDE).matches) return;
  const controls = [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (el) => el.offsetParent !== null,
  );
  const active = (drawer.getRootNode() as ShadowRoot | Document).activeElement;
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && active === first) {
    e.preventDefault();
    last.focus();
  }
}
