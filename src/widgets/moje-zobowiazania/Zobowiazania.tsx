/**
 * Everything the current subject owes (beyond spec 02): the totals (arrears, and what is due by the end of the
 * year), then every unpaid instalment of every card in groups by due date — overdue, within 30 days, later this
 * year, the years after — each row with its card (a link to the card's detail), the instalment, the due date, the
 * amount and its state in words. Payable rows can be chosen across cards; Pay (Zaplac.tsx: the same provider choice
 * as the dues card, src/features/platnosc) orders ONE transfer for all of them (`dodajPrzelewKoszyk`).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  getZobowiazania,
  grupyZobowiazan,
  type Zobowiazania as Dane,
  type Zobowiazanie,
} from '../../core/api/zobowiazania.ts';
import { withTexts } from '../../core/i18n/index.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { dataPl, kolumny } from './kolumny.tsx';

// Pay and the provider choice (a form) come with the data, not with the element (Zaplac.tsx)
const Zaplac = lazy(() => import('./Zaplac.tsx').then(withTexts));

/** Sum of złote amounts in grosze, so rounding never drifts. */
const suma = (kwoty: readonly number[]) => kwoty.reduce((s, k) => s + Math.round(k * 100), 0) / 100;

export function Zobowiazania({
  subject,
  otworz,
}: {
  subject: Podmiot;
  /** Opens the card of a row (its detail route in the portal, in place on a CMS page). */
  otworz: (r: Zobowiazanie) => void;
}) {
  const { api, t } = useWidget();
  const loaded = useLoaded((signal) => getZobowiazania(api, subject, signal), [api, subject]);
  const tytul = t('zobowiazania.tytul');
  return (
    <section className="g-list g-zobowiazania" aria-label={tytul}>
      <h2>{tytul}</h2>
      {loaded.fallback ??
        (loaded.data && (
          // loaded again (after a 409), the view starts with nothing chosen
          <Widok
            key={loaded.attempt}
            dane={loaded.data}
            subject={subject}
            otworz={otworz}
            odswiez={loaded.retry}
          />
        ))}
    </section>
  );
}

function Widok({
  dane,
  subject,
  otworz,
  odswiez,
}: {
  dane: Dane;
  subject: Podmiot;
  otworz: (r: Zobowiazanie) => void;
  odswiez: () => void;
}) {
  const { api, t } = useWidget();
  const [wybrane, setWybrane] = useState<ReadonlySet<number>>(new Set());
  const przelacz = (id: number) =>
    setWybrane((w) => {
      const n = new Set(w);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  const wybraneRaty = dane.raty.filter((r) => wybrane.has(r.idNaleznosciRatyZbiorczej) && r.wybieralna);
  const razem = suma(wybraneRaty.map((r) => r.kwotaRazem));
  const cols = useMemo(() => kolumny(t, wybrane, przelacz, otworz), [t, wybrane, otworz]);
  // the first three groups are always named (an empty one says so: nothing overdue is news too); the years after
  // only when something is due then
  const grupy = grupyZobowiazan.filter((g) => g !== 'POZNIEJ' || dane.raty.some((r) => r.grupa === g));

  return (
    <>
      <p>{t('zobowiazania.wstep')}</p>
      <dl className="g-summary g-sumy" aria-label={t('zobowiazania.sumy.etykieta')}>
        <div>
          <dt>{t('zobowiazania.sumy.zaleglosci')}</dt>
          <dd className={dane.sumaPoTerminie > 0 ? 'g-overdue' : undefined}>
            {t('zobowiazania.sumy.kwota', { kwota: dane.sumaPoTerminie })}
          </dd>
        </div>
        <div>
          <dt>{t('zobowiazania.sumy.doKoncaRoku')}</dt>
          <dd>{t('zobowiazania.sumy.kwota', { kwota: dane.sumaDoKoncaRoku })}</dd>
        </div>
      </dl>
      <p className="g-note">{t('zobowiazania.sumy.stanNa', { dzien: dataPl(dane.dzien) })}</p>
      {dane.raty.length > 0 && (
        // the due dates of every card of the subject (the calendar file of the cards' details, for all of them);
        // its call comes when asked for, so the overview's page does not carry it
        <div className="g-kalendarz">
          <FileButton
            label={t('zobowiazania.kalendarz')}
            fetchFile={async () => (await import('../../core/api/kalendarz.ts')).getKalendarz(api, subject)}
          />
          <p className="g-note">{t('zobowiazania.kalendarzOpis')}</p>
        </div>
      )}
      {dane.raty.length === 0 ? (
        <EmptyState text={t('zobowiazania.brak')} />
      ) : (
        <>
          {grupy.map((g) => {
            const wiersze = dane.raty.filter((r) => r.grupa === g);
            const nazwa = t(`zobowiazania.grupy.${g}`);
            return (
              <div key={g} className={`g-list-table g-grupa g-grupa-${g}`}>
                <h3>
                  {nazwa}
                  {wiersze.length > 0 && (
                    <span className="g-grupa-opis">
                      {' – '}
                      {t('zobowiazania.grupaOpis', {
                        count: wiersze.length,
                        kwota: suma(wiersze.map((r) => r.kwotaRazem)),
                      })}
                    </span>
                  )}
                </h3>
                {wiersze.length === 0 ? (
                  <EmptyState text={t('zobowiazania.pustaGrupa')} />
                ) : (
                  <DataTable
                    caption={t('zobowiazania.podpis', { grupa: nazwa })}
                    columns={cols}
                    rows={wiersze}
                    rowKey={(r) => String(r.idNaleznosciRatyZbiorczej)}
                  />
                )}
              </div>
            );
          })}
          <div className="g-toolbar g-selection">
            <p aria-live="polite">
              {wybraneRaty.length === 0
                ? t('zobowiazania.nicNieWybrano')
                : t('zobowiazania.wybrano', { count: wybraneRaty.length, kwota: razem })}
            </p>
            <span className="g-spacer" />
            <Suspense
              // the same button, disabled, until the payment choice has come
              fallback={
                <button type="button" className="g-button" disabled>
                  {t('zobowiazania.zaplac')}
                </button>
              }
            >
              <Zaplac subject={subject} wybrane={wybraneRaty} razem={razem} odswiez={odswiez} />
            </Suspense>
          </div>
        </>
      )}
    </>
  );
}
