/**
 * A dues card in detail (spec 02 §2 detail routes, §3, §4): the card's data; its collective instalments with
 * their instalments, labels, flags and legend, overdue rows marked in words and in red; filters by state, due
 * date and amount (any change resets the selection); selection of payable instalments with their total, the
 * proof of payment for them and the PDF of the filtered view; booked payments, recovery elements, co-obligors.
 * The selection is what Pay takes (Platnosc.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../core/api/client.ts';
import {
  getDochodzenie,
  getRaty,
  getRatyPdf,
  getWplaty,
  getWspolzobowiazani,
  postDowodWplaty,
  typyNaleznosci,
  type ElementDochodzenia,
  type Karta as KartaDane,
  type RataZbiorcza,
  type RatyKarty,
  type TypNaleznosci,
  type Wplata,
  type Wspolzobowiazany,
} from '../../core/api/naleznosci.ts';
import { formatDatePl, parseDateInput, toIsoDate } from '../../core/dates.ts';
import { validateDateInput } from '../../core/rules/fields.ts';
import { formatAccountNumber, formatAmount, parseAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { SingleSelect } from '../../ui/Choices.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Field } from '../../ui/Field.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { SubjectGate } from '../../ui/ProtectedList.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { useWidget } from '../../ui/context.ts';
import { useResource } from '../../ui/useResource.ts';
import { Platnosc } from './Platnosc.tsx';
import { HASH_WYNIKU } from './platnosc.ts';
import WynikPlatnosciNaStronie from '../../ui/platnosc/WynikPlatnosci.tsx';
import {
  czyPoTerminie,
  czyWybieralna,
  domyslneFiltry,
  filtrujRaty,
  FLAGI,
  flagiRaty,
  sumaWybranych,
  type Filtry,
} from '../../core/rules/naleznosci.ts';

const dzisiaj = () => toIsoDate(new Date());

export function nrRaty(t: TFunction, nr: string): string {
  return nr === 'CALOSC' || nr === 'ZALEGLOSC' || nr === 'ANULOWANA'
    ? t(`naleznosci.nrRaty.${nr}`)
    : t('naleznosci.nrRaty.rata', { nr });
}

function StanRaty({ r, dzis }: { r: RataZbiorcza; dzis: string }) {
  const { t } = useWidget();
  if (r.czySplacona)
    return (
      <>
        {t(
          r.raty.some((x) => x.nrRaty === 'ANULOWANA')
            ? 'naleznosci.raty.anulowana'
            : 'naleznosci.raty.zaplacona',
        )}
      </>
    );
  const dostawca = r.zleconoPlatnoscZP24 ? 'p24' : r.zleconoPlatnoscZKIR ? 'kir' : null;
  return (
    <>
      {czyPoTerminie(r, dzis) ? (
        <strong className="g-overdue-marker">{t('naleznosci.raty.poTerminie')}</strong>
      ) : (
        t('naleznosci.raty.doZaplaty')
      )}
      {dostawca && (
        <span className={`g-provider g-provider-${dostawca}`}>
          {t('naleznosci.raty.zlecona', { dostawca: t(`naleznosci.dostawcy.${dostawca}`) })}
        </span>
      )}
      {r.jestTytulWykonawczy && <span className="g-hint">{t('naleznosci.raty.tytul')}</span>}
    </>
  );
}

function kolumnyRat(
  t: TFunction,
  dzis: string,
  wybrane: ReadonlySet<number>,
  przelacz: (id: number) => void,
): Column<RataZbiorcza>[] {
  const kwota = (key: keyof RataZbiorcza & string, header: string): Column<RataZbiorcza> => ({
    key,
    header: t(`naleznosci.raty.kolumny.${header}`),
    value: (r) => r[key] as number,
    render: (r) => formatAmount(r[key] as number),
    numeric: true,
  });
  return [
    {
      key: 'wybor',
      header: t('naleznosci.raty.kolumny.wybor'),
      value: (r) => (wybrane.has(r.idNaleznosciRatyZbiorczej) ? 1 : 0),
      sortable: false,
      render: (r) =>
        czyWybieralna(r) ? (
          <input
            type="checkbox"
            className="g-check"
            checked={wybrane.has(r.idNaleznosciRatyZbiorczej)}
            aria-label={t('naleznosci.raty.zaznacz', {
              termin: formatDatePl(r.terminOdroczony ?? r.terminPlatnosci),
            })}
            onChange={() => przelacz(r.idNaleznosciRatyZbiorczej)}
          />
        ) : null,
    },
    {
      key: 'termin',
      header: t('naleznosci.raty.kolumny.termin'),
      value: (r) => r.terminOdroczony ?? r.terminPlatnosci,
      render: (r) => (
        <>
          {formatDatePl(r.terminOdroczony ?? r.terminPlatnosci)}
          {r.terminOdroczony && (
            <span className="g-hint">
              {t('naleznosci.raty.bylo', { termin: formatDatePl(r.terminPlatnosci) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'raty',
      header: t('naleznosci.raty.kolumny.raty'),
      value: (r) => r.raty.map((x) => x.nrRaty).join(' '),
      sortable: false,
      render: (r) => (
        <ul className="g-raty">
          {r.raty.map((x) => (
            <li key={x.idNaleznosciRaty}>
              {nrRaty(t, x.nrRaty)} – {x.rodzajOplaty}
            </li>
          ))}
        </ul>
      ),
    },
    kwota('kwotaRaty', 'kwotaRaty'),
    kwota('kwotaGlowna', 'kwotaGlowna'),
    kwota('kosztyEgzekucji', 'koszty'),
    kwota('odsetki', 'odsetki'),
    kwota('oplataProlongacyjna', 'prolongacyjna'),
    kwota('kwotaRazem', 'razem'),
    {
      key: 'stan',
      header: t('naleznosci.raty.kolumny.stan'),
      value: (r) => (r.czySplacona ? 1 : czyPoTerminie(r, dzis) ? 3 : 2),
      render: (r) => (
        <>
          <StanRaty r={r} dzis={dzis} />
          {flagiRaty(r).length > 0 && (
            <span className="g-flags">
              {flagiRaty(r).map((f) => (
                <abbr key={f} title={t(`naleznosci.flagi.${f}`)}>
                  {f}
                  <span className="g-visually-hidden"> ({t(`naleznosci.flagi.${f}`)})</span>
                </abbr>
              ))}
            </span>
          )}
        </>
      ),
    },
  ];
}

/** A field's text and its message; the filter takes the value only when it is right (nothing typed is lost). */
function useFiltrPola(start: string) {
  const [tekst, setTekst] = useState(start);
  const [blad, setBlad] = useState<string | null>(null);
  return { tekst, setTekst, blad, setBlad };
}

function FiltryRat({ filtry, ustaw, dzis }: { filtry: Filtry; ustaw: (f: Filtry) => void; dzis: string }) {
  const { t } = useWidget();
  const od = useFiltrPola(formatDatePl(filtry.dataOd));
  const do_ = useFiltrPola(formatDatePl(filtry.dataDo));
  const kOd = useFiltrPola(formatAmount(filtry.kwotaOd));
  const kDo = useFiltrPola(formatAmount(filtry.kwotaDo));
  const dzisData = new Date(`${dzis}T12:00:00`);
  // a value taken clears its own message, and the other end's only when that said the range was reversed
  const przyjmij = (pole: typeof od, drugie: typeof od) => {
    pole.setBlad(null);
    if (drugie.blad === 'naleznosci.filtry.zakres') drugie.setBlad(null);
  };

  const data = (pole: typeof od, klucz: 'dataOd' | 'dataDo') => (tekst: string) => {
    pole.setTekst(tekst);
    const blad = validateDateInput(tekst, dzisData);
    const p = blad ? null : parseDateInput(tekst);
    if (!p) return pole.setBlad(blad);
    const nowe = { ...filtry, [klucz]: toIsoDate(p) };
    if (nowe.dataOd > nowe.dataDo) return pole.setBlad('naleznosci.filtry.zakres');
    przyjmij(pole, pole === od ? do_ : od);
    ustaw(nowe);
  };
  const kwota = (pole: typeof od, klucz: 'kwotaOd' | 'kwotaDo') => (tekst: string) => {
    pole.setTekst(tekst);
    const v = parseAmount(tekst);
    if (v === null || v < 0) return pole.setBlad('naleznosci.filtry.kwotaBledna');
    const nowe = { ...filtry, [klucz]: v };
    if (nowe.kwotaOd > nowe.kwotaDo) return pole.setBlad('naleznosci.filtry.zakres');
    przyjmij(pole, pole === kOd ? kDo : kOd);
    ustaw(nowe);
  };
  return (
    <fieldset className="g-filters">
      <legend>{t('naleznosci.filtry.legenda')}</legend>
      <SingleSelect
        label={t('naleznosci.filtry.stan')}
        choices={typyNaleznosci.map((value) => ({ value, label: t(`naleznosci.filtry.stany.${value}`) }))}
        value={filtry.typ}
        onChange={(v) => ustaw({ ...filtry, typ: v as TypNaleznosci })}
      />
      {(
        [
          [od, 'dataOd', data(od, 'dataOd')],
          [do_, 'dataDo', data(do_, 'dataDo')],
          [kOd, 'kwotaOd', kwota(kOd, 'kwotaOd')],
          [kDo, 'kwotaDo', kwota(kDo, 'kwotaDo')],
        ] as const
      ).map(([pole, klucz, onValue]) => (
        <Field
          key={klucz}
          t={t}
          label={t(`naleznosci.filtry.${klucz}`)}
          hint={klucz.startsWith('data') ? t('naleznosci.filtry.wzorDaty') : undefined}
          value={pole.tekst}
          onValue={onValue}
          error={pole.blad}
          inputMode={klucz.startsWith('data') ? 'numeric' : 'decimal'}
          autoComplete="off"
        />
      ))}
    </fieldset>
  );
}

function Legenda() {
  const { t } = useWidget();
  return (
    <dl className="g-legend" aria-label={t('naleznosci.flagi.legenda')}>
      {FLAGI.map(([f]) => (
        <div key={f}>
          <dt>{f}</dt>
          <dd>{t(`naleznosci.flagi.${f}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table of one of the card's other lists (booked payments, recovery, co-obligors), loaded on its own. */
function Zestawienie<R>({
  tytul,
  uwaga,
  pusto,
  wczytaj,
  kolumny,
}: {
  tytul: string;
  uwaga?: string;
  pusto: string;
  wczytaj: (signal: AbortSignal) => Promise<R[]>;
  kolumny: Column<R>[];
}) {
  const [attempt, setAttempt] = useState(0);
  const dane = useResource(wczytaj, [wczytaj, attempt]);
  return (
    <section className="g-list-table g-zestawienie" aria-label={tytul}>
      <h3>{tytul}</h3>
      {uwaga && <p className="g-hint">{uwaga}</p>}
      {dane.status === 'loading' ? (
        <Loader />
      ) : dane.status === 'error' ? (
        <ServiceError onRetry={() => setAttempt((n) => n + 1)} />
      ) : dane.data.length === 0 ? (
        <EmptyState text={pusto} />
      ) : (
        <DataTable caption={tytul} columns={kolumny} rows={dane.data} rowKey={(_, i) => String(i)} />
      )}
    </section>
  );
}

function kolumny<R>(t: TFunction, sekcja: string, klucze: (keyof R & string)[], kwoty: (keyof R & string)[]) {
  return klucze.map((key): Column<R> => ({
    key,
    header: t(`naleznosci.${sekcja}.kolumny.${key}`),
    value: (r) => r[key] as string | number,
    ...(kwoty.includes(key)
      ? { render: (r: R) => formatAmount(r[key] as number), numeric: true }
      : key === 'dataOperacji'
        ? { render: (r: R) => formatDatePl(r[key] as string) }
        : {}),
  }));
}

function Widok({
  dane,
  subject,
  wroc,
  odswiez,
}: {
  dane: RatyKarty;
  subject: Podmiot;
  wroc: () => void;
  odswiez: () => void;
}) {
  const { t, api } = useWidget();
  const { karta, ratyZbiorcze } = dane;
  const dzis = dzisiaj();
  const [filtry, setFiltry] = useState(() => domyslneFiltry(ratyZbiorcze, dzis));
  const [wybrane, setWybrane] = useState<ReadonlySet<number>>(new Set());
  // spec 02 §4: changing any filter resets the selection
  const ustaw = (f: Filtry) => {
    setFiltry(f);
    setWybrane(new Set());
  };
  const przelacz = (id: number) =>
    setWybrane((w) => {
      const n = new Set(w);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  const widoczne = useMemo(() => filtrujRaty(ratyZbiorcze, filtry), [ratyZbiorcze, filtry]);
  const tytul = t(`naleznosci.szczegoly.${karta.aplikacjaNaleznosci}`);
  const id = karta.idKartyNaleznosci;
  const wczytajWplaty = useMemo(() => (s: AbortSignal) => getWplaty(api, subject, id, s), [api, subject, id]);
  const wczytajDochodzenie = useMemo(
    () => (s: AbortSignal) => getDochodzenie(api, subject, id, s),
    [api, subject, id],
  );
  const wczytajWspol = useMemo(
    () => (s: AbortSignal) => getWspolzobowiazani(api, subject, id, s),
    [api, subject, id],
  );
  const wybraneRaty = ratyZbiorcze.filter((r) => wybrane.has(r.idNaleznosciRatyZbiorczej));
  const razem = sumaWybranych(ratyZbiorcze, wybrane);

  return (
    <section className="g-list g-naleznosci g-karta" aria-label={tytul}>
      <h2>{tytul}</h2>
      <button type="button" className="g-link-button g-back" onClick={wroc}>
        {t('naleznosci.wroc')}
      </button>
      <dl className="g-summary" aria-label={t('naleznosci.karta.dane')}>
        <div>
          <dt>{t('naleznosci.karta.symbol')}</dt>
          <dd>{karta.symbolKarty}</dd>
        </div>
        <div>
          <dt>{t('naleznosci.karta.rok')}</dt>
          <dd>{karta.rok}</dd>
        </div>
        <div>
          <dt>{t('naleznosci.karta.platnik')}</dt>
          <dd>{karta.nazwaPlatnika}</dd>
        </div>
        <div>
          <dt>{t('naleznosci.karta.konto')}</dt>
          <dd className="g-nrb">{formatAccountNumber(karta.numerKontaBankowego)}</dd>
        </div>
        {karta.numerDecyzji && (
          <div>
            <dt>{t('naleznosci.karta.decyzja')}</dt>
            <dd>{karta.numerDecyzji}</dd>
          </div>
        )}
        <div>
          <dt>{t('naleznosci.karta.suma')}</dt>
          <dd>{t('naleznosci.karta.kwota', { kwota: karta.suma })}</dd>
        </div>
        <div>
          <dt>{t('naleznosci.karta.poTerminie')}</dt>
          <dd className={karta.sumaPoTerminie > 0 ? 'g-overdue' : undefined}>
            {t('naleznosci.karta.kwota', { kwota: karta.sumaPoTerminie })}
          </dd>
        </div>
      </dl>
      <FiltryRat filtry={filtry} ustaw={ustaw} dzis={dzis} />
      <Legenda />
      <div className="g-list-table g-raty-tabela">
        {widoczne.length === 0 ? (
          <EmptyState text={t('naleznosci.raty.brak')} />
        ) : (
          <DataTable
            caption={t('naleznosci.raty.podpis', { symbol: karta.symbolKarty })}
            columns={kolumnyRat(t, dzis, wybrane, przelacz)}
            rows={widoczne}
            rowKey={(r) => String(r.idNaleznosciRatyZbiorczej)}
          />
        )}
      </div>
      <div className="g-toolbar g-selection">
        <p aria-live="polite">
          {wybrane.size === 0
            ? t('naleznosci.nicNieWybrano')
            : t('naleznosci.wybrano', { count: wybrane.size, kwota: razem })}
        </p>
        <span className="g-spacer" />
        <Platnosc subject={subject} idKarty={id} wybrane={wybraneRaty} razem={razem} odswiez={odswiez} />
        <FileButton
          label={t('naleznosci.dowodWplaty')}
          disabled={wybrane.size === 0}
          className="g-button"
          fetchFile={() =>
            postDowodWplaty(api, subject, {
              idKartyNaleznosci: id,
              idNaleznosciRatyZbiorczej: wybraneRaty.map((r) => r.idNaleznosciRatyZbiorczej),
              idNaleznosciRaty: wybraneRaty.flatMap((r) => r.raty.map((x) => x.idNaleznosciRaty)),
            })
          }
        />
        <FileButton
          label={t('wspolne.pobierzPdf')}
          disabled={widoczne.length === 0}
          fetchFile={() =>
            getRatyPdf(api, subject, {
              tytul,
              idKartyNaleznosci: String(id),
              typNaleznosci: filtry.typ,
              dataOd: filtry.dataOd,
              dataDo: filtry.dataDo,
              kwotaOd: filtry.kwotaOd.toFixed(2),
              kwotaDo: filtry.kwotaDo.toFixed(2),
            })
          }
        />
      </div>
      <Zestawienie<Wplata>
        tytul={t('naleznosci.wplaty.tytul')}
        uwaga={t('naleznosci.wplaty.uwaga')}
        pusto={t('naleznosci.wplaty.brak')}
        wczytaj={wczytajWplaty}
        kolumny={kolumny<Wplata>(
          t,
          'wplaty',
          [
            'opis',
            'dataOperacji',
            'typ',
            'kwotaGlowna',
            'kosztyUpomnien',
            'odsetki',
            'oplataProlongacyjna',
            'suma',
          ],
          ['kwotaGlowna', 'kosztyUpomnien', 'odsetki', 'oplataProlongacyjna', 'suma'],
        )}
      />
      <Zestawienie<ElementDochodzenia>
        tytul={t('naleznosci.dochodzenie.tytul')}
        pusto={t('naleznosci.dochodzenie.brak')}
        wczytaj={wczytajDochodzenie}
        kolumny={kolumny<ElementDochodzenia>(
          t,
          'dochodzenie',
          ['opis', 'dataOperacji', 'typ', 'suma', 'kwotaGlowna', 'pozostaloDoSplaty'],
          ['suma', 'kwotaGlowna', 'pozostaloDoSplaty'],
        )}
      />
      <Zestawienie<Wspolzobowiazany>
        tytul={t('naleznosci.wspolzobowiazani.tytul')}
        pusto={t('naleznosci.wspolzobowiazani.brak')}
        wczytaj={wczytajWspol}
        kolumny={kolumny<Wspolzobowiazany>(
          t,
          'wspolzobowiazani',
          ['nrKarty', 'nazwaUdzialowca', 'udzial', 'formaWladania', 'adresUdzialowca'],
          [],
        )}
      />
    </section>
  );
}

function KartaPodmiotu({
  subject,
  id,
  instytucja,
  wroc,
}: {
  subject: Podmiot;
  id: number;
  instytucja: boolean | null;
  wroc: () => void;
}) {
  const { api } = useWidget();
  // spec 02 §2: a card of the other kind of subject than the current one → the dues list
  const innyRodzaj = instytucja !== null && instytucja !== subject.czyInstytucja;
  const [attempt, setAttempt] = useState(0);
  const dane = useResource(
    (signal) => getRaty(api, subject, id, signal),
    [api, subject, id, attempt],
    !innyRodzaj,
  );
  // the card is not the current subject's (another subject was chosen): the list of the one chosen
  const obca = dane.status === 'error' && dane.error instanceof ApiError && dane.error.status === 403;
  useEffect(() => {
    if (innyRodzaj || obca) wroc();
  }, [innyRodzaj, obca]);
  const failure = dane.status === 'error' && !obca ? dane.error : null;
  useServiceFailure(failure, false);
  if (failure) return <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  if (dane.status !== 'ok') return <Loader />;
  // a new card or subject starts with its own filters and an empty selection
  return (
    <Widok
      key={`${id}-${subject.pesel ?? subject.nip}`}
      dane={dane.data}
      subject={subject}
      wroc={wroc}
      odswiez={() => setAttempt((n) => n + 1)}
    />
  );
}

export function Karta({
  id,
  instytucja,
  wroc,
}: {
  id: number;
  instytucja: boolean | null;
  wroc: () => void;
}) {
  return (
    <SubjectGate>
      {(subject) => <KartaPodmiotu subject={subject} id={id} instytucja={instytucja} wroc={wroc} />}
    </SubjectGate>
  );
}

export type { KartaDane };
/** The result given back to a CMS page (`#gmina-platnosc=ok|blad`), shown by the element in place. */
export function WynikNaStronie({ wroc }: { wroc: () => void }) {
  return <WynikPlatnosciNaStronie wynik={location.hash === `${HASH_WYNIKU}ok` ? 'ok' : 'blad'} wroc={wroc} />;
}
