/**
 * A dues card in detail (spec 02 §2 detail routes, §3, §4): the card's data; its collective instalments with
 * their instalments, labels, flags and legend, overdue rows marked in words and in red; filters by state, due
 * date and amount (any change resets the selection); selection of payable instalments with their total, the
 * proof of payment for them and the PDF of the filtered view; the chosen instalments' payment code for a banking
 * app and the due dates as a calendar file (dokumenty/); booked payments, recovery elements, co-obligors.
 * The selection is what Pay takes (Platnosc.tsx).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { getKalendarz } from '../../core/api/kalendarz.ts';
import {
  getDochodzenie,
  getRatyPdf,
  getWplaty,
  getWspolzobowiazani,
  postDowodWplaty,
  type ElementDochodzenia,
  type RatyKarty,
  type Wplata,
  type Wspolzobowiazany,
} from '../../core/api/naleznosci.ts';
import { formatAccountNumber } from '../../core/format.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { useWidget } from '../../ui/context.ts';
import { postDodajPrzelew } from '../../core/api/platnosci.ts';
import { Platnosc } from '../../features/platnosc/Platnosc.tsx';
import { AnulowanieZlecen } from './AnulujZlecenie.tsx';
import { domyslneFiltry, filtrujRaty, sumaWybranych, type Filtry } from '../../core/rules/naleznosci.ts';
import { FiltryRat } from './FiltryRat.tsx';
import { dzisiaj, kolumny, kolumnyRat } from './kolumny-rat.tsx';
import { Legenda } from './Legenda.tsx';
import { Objasnienia } from './Objasnienia.tsx';
import { Zestawienie } from './Zestawienie.tsx';
import { withTexts } from '../../core/i18n/index.ts';

// the payment code and the calendar file: their own chunk with their texts, fetched as the card module loads (so
// with the card's data, not after it)
const dokumenty = import('./dokumenty/Dokumenty.tsx').then(withTexts);
const Dokumenty = lazy(() => dokumenty);

export function KartaWidok({
  dane,
  subject,
  wroc,
  odswiez,
  wezFokus,
}: {
  dane: RatyKarty;
  subject: Podmiot;
  /** Back to the list (`z`: the Back button pressed, which tells a page with no router, Naleznosci.tsx). */
  wroc: (z?: { currentTarget: EventTarget | null }) => void;
  /** Loads the card again; `idRaty`: that instalment's control takes the focus afterwards. */
  odswiez: (idRaty?: number) => void;
  /** Once, on mount: the instalment whose control (its checkbox, or its "Anuluj zlecenie") takes the focus. */
  wezFokus?: () => number | null;
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
  const anulowanie = useMemo(() => ({ subject, idKarty: id, odswiez }), [subject, id, odswiez]);
  // WCAG 2.4.3: the card loaded again after a cancelled order has lost the button that had the focus; the focus
  // goes to what the resident does next with that instalment (choose it now that it is free, or cancel again),
  // or to the card's heading when the filters hide it
  const sekcja = useRef<HTMLElement>(null);
  useEffect(() => {
    const idRaty = wezFokus?.() ?? null;
    if (idRaty === null || !sekcja.current) return;
    const cel =
      sekcja.current.querySelector<HTMLElement>(`[data-rata="${String(idRaty)}"]`) ??
      sekcja.current.querySelector<HTMLElement>('h2');
    if (cel?.localName === 'h2') cel.tabIndex = -1;
    cel?.focus();
  }, [wezFokus]);

  return (
    <section ref={sekcja} className="g-list g-naleznosci g-karta" aria-label={tytul}>
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
      <FiltryRat filtry={filtry} ustaw={ustaw} />
      <Legenda />
      <Objasnienia widok="karta" />
      <div className="g-list-table g-raty-tabela">
        {widoczne.length === 0 ? (
          <EmptyState text={t('naleznosci.raty.brak')} />
        ) : (
          <AnulowanieZlecen.Provider value={anulowanie}>
            <DataTable
              caption={t('naleznosci.raty.podpis', { symbol: karta.symbolKarty })}
              columns={kolumnyRat(t, dzis, wybrane, przelacz)}
              rows={widoczne}
              rowKey={(r) => String(r.idNaleznosciRatyZbiorczej)}
              variant="piec"
            />
          </AnulowanieZlecen.Provider>
        )}
      </div>
      <div className="g-toolbar g-selection">
        <p aria-live="polite">
          {wybrane.size === 0
            ? t('naleznosci.nicNieWybrano')
            : t('naleznosci.wybrano', { count: wybrane.size, kwota: razem })}
        </p>
        <span className="g-spacer" />
        <Platnosc
          liczba={wybraneRaty.length}
          razem={razem}
          odswiez={odswiez}
          // spec 02 §7: the add-transfer call of this card's chosen collective instalments
          zlec={(dostawca, adresy) =>
            postDodajPrzelew(api, subject, dostawca, {
              idKartyNaleznosci: id,
              idNaleznosciRatyZbiorczej: wybraneRaty.map((r) => r.idNaleznosciRatyZbiorczej),
              nip: subject.czyInstytucja ? subject.nip : null,
              ...adresy,
              idNaleznosciRaty: wybraneRaty.flatMap((r) => r.raty.map((x) => x.idNaleznosciRaty)),
            })
          }
        />
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
      <Suspense fallback={null}>
        <Dokumenty
          subject={subject}
          idKarty={id}
          kalendarz={() => getKalendarz(api, subject, id)}
          wybrane={wybrane}
          nieoplacone={karta.suma > 0}
        />
      </Suspense>
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
