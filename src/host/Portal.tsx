/**
 * The standalone portal, minimal for now: it mounts the service routes of the registry and a home list of
 * the built services. The full shell (top bar, side menu, footer, tiles, …) is its own piece of work.
 */
import { createElement, useEffect, useState } from 'react';
import { loaderInfo } from '../core/config.ts';
import { confirmLeave } from '../core/leave-guard.ts';
import { openDialog } from '../core/stores/dialog.ts';
import { isBuilt, uslugaByRoute, uslugi } from '../registry/uslugi.ts';
import { setNavigationHandler } from '../core/navigation.ts';
import { useWidget } from '../ui/context.ts';
import { TechnicalBreak } from '../ui/TechnicalBreak.tsx';
import { useStore } from '@nanostores/react';
import { $maintenance } from '../core/stores/maintenance.ts';

/** History routing; the handler is registered during the first render so nested widgets see the router. */
function usePath(): [string, (to: string) => void] {
  const [path, setPath] = useState(location.pathname);
  const [go] = useState(() => {
    const navigate = (to: string) => {
      if (to !== location.pathname) history.pushState(null, '', to);
      setPath(to);
    };
    setNavigationHandler(navigate);
    return navigate;
  });
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => () => setNavigationHandler(null), []);
  return [path, go];
}

const builtTags = (): string[] => loaderInfo()?.tags ?? [];

export function Portal() {
  const { t } = useWidget();
  const [path, go] = usePath();
  const maintenance = useStore($maintenance);
  const usluga = uslugaByRoute(path);
  useEffect(() => {
    if (usluga && isBuilt(usluga, builtTags())) void loaderInfo()?.load(usluga.tag);
  }, [usluga]);
  useEffect(() => {
    document.title = `${usluga?.nazwa ?? t('portal.tytul')} – ${t('portal.tytul')}`;
  }, [usluga]);

  const link = (to: string, label: string) => (
    <a
      href={to}
      onClick={(e) => {
        e.preventDefault();
        confirmLeave(
          () => go(to),
          (onYes) => openDialog({ title: t('wspolne.opuscicFormularz'), onConfirm: onYes }),
        );
      }}
    >
      {label}
    </a>
  );

  let main;
  if (maintenance || path === '/przerwa-techniczna') {
    main = <TechnicalBreak onOver={() => location.assign('/')} />;
  } else if (usluga) {
    main = isBuilt(usluga, builtTags()) ? (
      createElement(usluga.tag, usluga.attrs ?? {})
    ) : (
      <>
        <h2>{usluga.nazwa}</h2>
        <p>{t('portal.niedostepnaJeszcze')}</p>
      </>
    );
  } else if (path === '/' || path === '/lista-uslug') {
    main = (
      <>
        <h2>{t('portal.uslugi')}</h2>
        <ul>
          {uslugi
            .filter((u) => isBuilt(u, builtTags()))
            .map((u) => (
              <li key={u.id}>{link(u.route, u.nazwa)}</li>
            ))}
        </ul>
      </>
    );
  } else {
    main = (
      <>
        <h2>{t('portal.nieZnaleziono')}</h2>
        <p>{t('portal.nieZnalezionoTresc')}</p>
        <p>{link('/', t('portal.stronaGlowna'))}</p>
      </>
    );
  }

  return (
    <div className="g-portal">
      <header className="g-portal-header">
        <p className="g-portal-title">{link('/', t('portal.tytul'))}</p>
      </header>
      <main className="g-portal-main">{main}</main>
      <footer className="g-portal-footer">{t('portal.wersja', { wersja: __GMINA_VERSION__ })}</footer>
    </div>
  );
}
