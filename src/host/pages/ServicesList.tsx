import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { listaUslugSchema, powlokaPaths, type Usluga } from '../../core/api/powloka.ts';
import { $loggedIn, rememberLoginTarget } from '../../core/stores/session.ts';
import { $subject, subjectCanUse } from '../../core/stores/subject.ts';
import { uslugi as registry } from '../../registry/uslugi.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { Icon } from '../Icon.tsx';
import { useGroupName, useServiceName } from '../names.ts';
import { usePortal } from '../portal-context.tsx';
import { serviceTarget } from '../service-click.ts';
import { Page } from './Page.tsx';

/**
 * Services list (spec 01 §2, §4): groups from `/lista-uslug` expand to show their services; logged out, a
 * legend explains the lock and open icons; logged in, a service the current subject cannot use is disabled
 * with the spec's text. A click follows `serviceTarget`.
 */
export function ServicesList() {
  const { t, api } = useWidget();
  const { router, go } = usePortal();
  const loggedIn = useStore($loggedIn);
  const subject = useStore($subject);
  const maintenance = useStore($serverConfig)[api.baseURL]?.przerwaTechnicznaUslugi ?? [];
  const list = useLoaded(() => api.json(powlokaPaths.listaUslug, listaUslugSchema), [api], {
    onFailure: 'quiet',
    look: 'line',
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const serviceName = useServiceName();
  const groupName = useGroupName();

  const toggle = (name: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const item = (u: Usluga) => {
    const entry = registry.find((r) => r.id === u.uslugaId);
    const name = serviceName(u.uslugaId, u.nazwa);
    if (!entry) return <span>{name}</span>;
    if (loggedIn && !subjectCanUse(u, subject))
      return (
        <span className="g-service g-service-disabled" aria-disabled="true">
          <span>{name}</span>
          <span className="g-service-note">{t('portal.niedostepnaWKontekscie')}</span>
        </span>
      );
    const decision = serviceTarget(
      { id: u.uslugaId, route: entry.route, chroniona: u.czyChroniona },
      { maintenance, loggedIn },
    );
    return (
      <a
        className="g-service"
        href={router.href(decision.to)}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          if (decision.kind === 'login') rememberLoginTarget(decision.target);
          go(decision.to);
        }}
      >
        {!loggedIn && <Icon name={u.czyChroniona ? 'zamek' : 'otwarte'} className="g-icon g-service-icon" />}
        <span>{name}</span>
        {!loggedIn && (
          <span className="g-visually-hidden">
            {' – '}
            {t(u.czyChroniona ? 'portal.legendaChroniona' : 'portal.legendaPubliczna')}
          </span>
        )}
        {decision.kind === 'maintenance' && (
          <span className="g-service-note">{t('portal.pracePrzyUsludze')}</span>
        )}
      </a>
    );
  };

  return (
    <Page title={t('portal.listaUslug')}>
      {!loggedIn && (
        <p className="g-legend">
          <strong>{t('portal.legenda')}:</strong>
          <span>
            <Icon name="zamek" /> {t('portal.legendaChroniona')}
          </span>
          <span>
            <Icon name="otwarte" /> {t('portal.legendaPubliczna')}
          </span>
        </p>
      )}
      {list.fallback}
      {list.data && (
        <ul className="g-groups">
          {list.data.map((g, i) => {
            const expanded = open.has(g.nazwa);
            const id = `g-grupa-${i}`;
            return (
              <li key={g.nazwa}>
                <h2 className="g-group-heading">
                  <button
                    type="button"
                    className="g-group"
                    aria-expanded={expanded}
                    aria-controls={id}
                    onClick={() => toggle(g.nazwa)}
                  >
                    <Icon name="rozwin" className="g-icon g-chevron" />
                    {groupName(g.nazwa)}
                    <span className="g-count">({g.uslugi.length})</span>
                  </button>
                </h2>
                <ul id={id} className="g-services" hidden={!expanded}>
                  {g.uslugi.map((u) => (
                    <li key={u.uslugaId}>{item(u)}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
